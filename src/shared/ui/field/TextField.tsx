import { useId, type InputHTMLAttributes } from 'react';
import * as css from './field.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
  label: string;
  onValueChange(value: string): void;
  /** Why the form refused this field's value (already in the current language); none when valid. */
  error?: string | null;
  /** A line under the input that reads the value another way (e.g. a date in the Ethiopian calendar); none when empty. */
  hint?: string;
};

/**
 * A labelled text input, with an optional `hint` line under it (described by it). With an `error`, the input is `aria-invalid` and described by the error's
 * text shown under it, so a screen reader reads the reason on focus (a refused form focuses its first
 * invalid field; see `focusFirstInvalid`).
 */
export function TextField({ label, onValueChange, id, error, hint, ...rest }: Props) {
  const auto = useId();
  const inputId = id ?? auto;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [rest['aria-describedby'], hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={css.field}>
      <label htmlFor={inputId} className={css.label}>
        {label}
      </label>
      <input
        id={inputId}
        className={css.input}
        onChange={(e) => onValueChange(e.target.value)}
        {...rest}
        aria-invalid={error ? true : rest['aria-invalid']}
        aria-describedby={describedBy}
      />
      {hint ? (
        <p id={hintId} className={css.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={css.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * After a refused submit: focuses the first field of `form` marked `aria-invalid="true"` (in document
 * order); returns whether one was found.
 */
export function focusFirstInvalid(form: HTMLElement | null): boolean {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  field?.focus();
  return Boolean(field);
}

/**
 * Spec §5 "Phone fields accept digits only, maximum 10": keeps digits, cuts at 10. An Ethiopian
 * number in international form, as autofill and pasting bring it (`+251 91 100 0001`,
 * `251911000001`, `+251 (0)91…`), becomes the national `0911000001`.
 */
export function sanitizePhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  // Only a leading + or all twelve digits of 251 + a national number mark the country code, so
  // typing 2, 5, 1 key by key is left alone.
  const international = value.trimStart().startsWith('+') || /^251\d{9}$/.test(digits);
  if (international && digits.startsWith('251')) return `0${digits.slice(3).replace(/^0/, '')}`.slice(0, 10);
  return digits.slice(0, 10);
}

/** The one phone input of the app (spec §5 Phone fields). */
export function PhoneField(props: Omit<Props, 'onValueChange' | 'inputMode'> & { onValueChange(v: string): void }) {
  const { onValueChange, ...rest } = props;
  return <TextField inputMode="numeric" autoComplete="tel" onValueChange={(v) => onValueChange(sanitizePhone(v))} {...rest} />;
}
