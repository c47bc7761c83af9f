import type { ButtonHTMLAttributes } from 'react';
import { button, type ButtonVariants } from './button.css';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & NonNullable<ButtonVariants>;

/** A button with the design-system look; `tone` primary | secondary | danger | ghost. */
export function Button({ tone, wide, className, type = 'button', ...rest }: Props) {
  return <button type={type} className={[button({ tone, wide }), className].filter(Boolean).join(' ')} {...rest} />;
}
