export { m } from './paraglide/messages.js';
export {
  $language,
  activeLanguage,
  applyLanguageFx,
  htmlLang,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  languageChosen,
  readLanguageFx,
  storedLanguage,
  useLanguage,
  type Language,
} from './model';
export { isAmharicText, langOf, Phrase, type Message } from './phrase';
