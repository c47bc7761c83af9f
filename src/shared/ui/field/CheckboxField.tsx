import { useId, type InputHTMLAttributes } from 'react';
import * as css from './field.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'type' | 'checked'> & {
  label: string;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  /** Why the form refused the box as it is (already in the current language); none when valid. */
  error?: string | null;
};

/**
 * A labelled native checkbox whose whole row (at least 44 px high) toggles it. With an `error`, the
 * box is `aria-invalid` and described by the error's text under it, like `TextField`, so
 * `focusFirstInvalid` finds it after a refused submit.
 */
export function CheckboxField({ label, checked, onCheckedChange, id, error, ...rest }: Props) {
  const auto = useId();
  const inputId = id ?? auto;
  const errorId = `${inputId}-error`;
  return (
    <div className={css.field}>
      <label htmlFor={inputId} className={css.checkRow}>
        <input
          id={inputId}
          type="checkbox"
          className={css.checkbox}
          checked={checked}
          onChange={(e) => onCheckedChange(e.target.checked)}
          {...rest}
          aria-invalid={error ? true : rest['aria-invalid']}
          aria-describedby={error ? errorId : rest['aria-describedby']}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={errorId} className={css.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
