import { useUnit } from 'effector-react';
import { useId } from 'react';
import { $language, languageChosen, LANGUAGES, m, type Language } from '@/shared/i18n';
import * as css from './language-switch.css';

const label: Record<Language, () => string> = {
  spec: () => m.language_spec(),
  am: () => m.language_am(),
  en: () => m.language_en(),
};

/**
 * The three-way text switch: ቅልቅል · Mixed (the spec's own strings, its mix of Amharic and English),
 * አማርኛ, English. A radio group, so arrows move between the choices; the choice applies at once and
 * is kept on the device.
 */
export function LanguageSwitch() {
  const [language, choose] = useUnit([$language, languageChosen]);
  const name = useId();
  return (
    <fieldset className={css.group}>
      <legend className={css.legend}>{m.language_label()}</legend>
      {LANGUAGES.map((choice) => (
        <span key={choice}>
          <input
            className={css.input}
            type="radio"
            id={`${name}-${choice}`}
            name={name}
            value={choice}
            checked={language === choice}
            onChange={() => choose(choice)}
          />
          <label className={css.option} htmlFor={`${name}-${choice}`} lang={choice === 'am' ? 'am' : 'en'}>
            {label[choice]()}
          </label>
        </span>
      ))}
    </fieldset>
  );
}
