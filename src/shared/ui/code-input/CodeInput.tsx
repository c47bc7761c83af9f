import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { m, useLanguage } from '@/shared/i18n';
import * as css from './code-input.css';

const LENGTH = 6;
const clean = (text: string) => text.replace(/[^0-9a-z]/gi, '').toUpperCase();

interface Props {
  value: string;
  onChange(value: string): void;
  label?: string;
  disabled?: boolean;
}

/**
 * Six code boxes (spec §2.3, §2.4), named `label` (default: the catalogue's "Verification code"):
 * typing moves focus forward, Backspace on an empty box moves back, pasting a whole code fills all
 * six. Letters are uppercased; `value` is up to 6 characters.
 */
export function CodeInput({ value, onChange, label: ownLabel, disabled }: Props) {
  useLanguage();
  const label = ownLabel ?? m.common_code_label();
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const chars = Array.from({ length: LENGTH }, (_, i) => value[i] ?? '');
  const focus = (i: number) => refs.current[Math.max(0, Math.min(LENGTH - 1, i))]?.focus();

  const setAt = (i: number, ch: string) => {
    const next = [...chars];
    next[i] = ch;
    onChange(next.join('').slice(0, LENGTH));
  };
  const onInput = (i: number, raw: string) => {
    const typed = clean(raw);
    if (typed.length > 1) return fill(i, typed);
    setAt(i, typed);
    if (typed) focus(i + 1);
  };
  const fill = (from: number, text: string) => {
    const next = [...chars];
    for (let k = 0; k < text.length && from + k < LENGTH; k++) next[from + k] = text[k];
    onChange(next.join('').slice(0, LENGTH));
    focus(Math.min(from + text.length, LENGTH - 1));
  };
  const onPaste = (i: number, e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    const text = clean(e.clipboardData.getData('text'));
    if (text.length >= LENGTH) fill(0, text.slice(0, LENGTH));
    else if (text) fill(i, text);
  };
  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && !chars[i] && i > 0) {
      e.preventDefault();
      setAt(i - 1, '');
      focus(i - 1);
    } else if (e.key === 'ArrowLeft') focus(i - 1);
    else if (e.key === 'ArrowRight') focus(i + 1);
  };

  return (
    <fieldset className={css.group} disabled={disabled}>
      <legend className={css.legend}>{label}</legend>
      <div className={css.boxes}>
        {chars.map((ch, i) => (
          <input
            key={i}
            ref={(el) => {
              refs.current[i] = el;
            }}
            className={css.box}
            aria-label={m.common_code_character({ label, n: i + 1 })}
            value={ch}
            inputMode="text"
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            autoCapitalize="characters"
            onChange={(e) => onInput(i, e.target.value)}
            onPaste={(e) => onPaste(i, e)}
            onKeyDown={(e) => onKeyDown(i, e)}
            onFocus={(e) => e.target.select()}
          />
        ))}
      </div>
    </fieldset>
  );
}
