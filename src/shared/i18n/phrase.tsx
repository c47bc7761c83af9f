import type { ReactNode } from 'react';
import { useLanguage } from './model';

/**
 * A catalogue text that can be kept in a store and shown later in whatever language is current: a
 * compiled message (`m.some_key`) or a closure over its inputs (`() => m.min_amount({ min })`).
 * Models hold these, never finished strings, so a switch re-words what is already on screen.
 */
export type Message = () => string;

const ETHIOPIC = /[\u1200-\u139f\u2d80-\u2ddf\uab00-\uab2f]/;

/** Whether `text` holds Ethiopic letters (an Amharic fragment). */
export const isAmharicText = (text: string): boolean => ETHIOPIC.test(text);

/**
 * Shows `children` (a text of the current language); on an English page (spec texts or English) an
 * Amharic fragment is wrapped in `<span lang="am">`, so a screen reader switches to its Amharic voice.
 * On the Amharic page (`<html lang="am">`) the text is shown as it is.
 */
export function Phrase({ children }: { children: string }): ReactNode {
  const language = useLanguage();
  return language !== 'am' && isAmharicText(children) ? <span lang="am">{children}</span> : children;
}

/** `lang` for an element whose whole text is `text`: `"am"` for Amharic on an English page, else none. */
export function langOf(text: string, language: string): 'am' | undefined {
  return language !== 'am' && isAmharicText(text) ? 'am' : undefined;
}
