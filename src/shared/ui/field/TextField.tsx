import { useId, type InputHTMLAttributes } from 'react';
import * as css from './field.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
  label: string;
  onValueChange(value: string): void;
};

/** A labelled text input. */
export function TextField({ label, onValueChange, id, ...rest }: Props) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <div className={css.field}>
      <label htmlFor={inputId} className={css.label}>
        {label}
      </label>
      <input id={inputId} className={css.input} onChange={(e) => onValueChange(e.target.value)} {...rest} />
    </div>
  );
}

/** Spec §5 "Phone fields accept digits only, maximum 10": keeps digits, cuts at 10. */
export function sanitizePhone(value: string): string {
  return value.replace(/\D/g, '').slice(0, 10);
}

/** The one phone input of the app (spec §5 Phone fields). */
export function PhoneField(props: Omit<Props, 'onValueChange' | 'inputMode'> & { onValueChange(v: string): void }) {
  const { onValueChange, ...rest } = props;
  return <TextField inputMode="numeric" autoComplete="tel" onValueChange={(v) => onValueChange(sanitizePhone(v))} {...rest} />;
}
