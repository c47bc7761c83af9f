import { createEffect, createEvent, createStore, sample } from 'effector';
import { useUnit } from 'effector-react';
import { getLocale, overwriteGetLocale, overwriteSetLocale, setLocale, type Locale } from './paraglide/runtime.js';

// Every compiled message asks paraglide for the locale, and paraglide's own lookup reads the page's
// URL each time (for its URL-based strategies, which we do not use): a call on the game screen
// renders a few dozen texts. The locale changes only through `setLocale`, so it is kept here and
// handed out as is.
let currentLocale: Locale = getLocale();
const paraglideSetLocale = setLocale;
overwriteSetLocale((locale, options) => {
  const done = paraglideSetLocale(locale, options);
  currentLocale = locale;
  return done;
});
overwriteGetLocale(() => currentLocale);

/** The three text choices: the spec's own strings (the default), all Amharic, all English. */
export const LANGUAGES = ['spec', 'am', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Where the device keeps the choice (per device, not per player: it survives logout). */
export const LANGUAGE_STORAGE_KEY = 'cartela.language';

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/**
 * The page's `<html lang>` for a choice: Amharic pages are `am`; the spec-text mode is English with
 * its Amharic fragments marked `lang="am"` where they are shown, so the page is `en`.
 */
export const htmlLang = (language: Language): 'am' | 'en' => (language === 'am' ? 'am' : 'en');

/** The player picked a language in the switch (login page, header, drawer). */
export const languageChosen = createEvent<Language>();

/** The current choice; `spec` until a stored or new choice arrives. */
export const $language = createStore<Language>('spec');

/**
 * The choice kept on this device; anything unknown or unreadable gives the default, `spec`. For code
 * that runs before the app's scope exists (the boot failure screen); the app reads `readLanguageFx`.
 */
export function storedLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : 'spec';
  } catch {
    return 'spec';
  }
}

/** Reads the stored choice (see `storedLanguage`). */
export const readLanguageFx = createEffect((): Language => storedLanguage());

/** Keeps the choice on the device (a full or blocked storage keeps it for this visit only). */
const saveLanguageFx = createEffect((language: Language) => {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // private mode or a full storage: the choice still applies until the page closes
  }
});

/** Points the compiled messages and `<html lang>` at the choice; no reload. */
export const applyLanguageFx = createEffect((language: Language) => {
  setLocale(language, { reload: false });
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(language);
});

// When a stored choice is read or a new one is made, then it is the current language.
sample({ clock: [readLanguageFx.doneData, languageChosen], target: $language });
// When the current language is set, then the messages and the page follow it.
sample({ clock: [readLanguageFx.doneData, languageChosen], target: applyLanguageFx });
// When the player chooses, then the device remembers it.
sample({ clock: languageChosen, target: saveLanguageFx });

/**
 * The current language. Every component that shows catalogue texts calls it: the call subscribes the
 * component, so it re-renders with the new texts when the player switches (memoized ones included).
 */
export function useLanguage(): Language {
  return useUnit($language);
}

/**
 * The language the compiled messages use right now, for a `Message` closure that formats a value
 * (a date) in the reader's language when it is rendered; components still call `useLanguage()`.
 */
export function activeLanguage(): Language {
  return getLocale();
}
