import type { ButtonHTMLAttributes } from 'react';
import * as css from './button.css';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { tone?: keyof typeof css.tone; wide?: boolean };

/** A button with the design-system look; `tone` primary (default) | secondary | danger | ghost; `wide` fills the row. */
export function Button({ tone = 'primary', wide, className, type = 'button', ...rest }: Props) {
  return <button type={type} className={[css.base, css.tone[tone], wide ? css.wide : null, className].filter(Boolean).join(' ')} {...rest} />;
}
