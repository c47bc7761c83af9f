import { useId, useState } from 'react';
import { m, useLanguage } from '@/shared/i18n';
import { chooseTheme, readThemeChoice, THEME_CHOICES, type ThemeChoice } from '@/shared/ui/theme/index.choice';
import { useInsideTelegram } from '@/shared/telegram/index.native';
import * as css from './theme-setting.css';

const label: Record<ThemeChoice, () => string> = {
  system: () => m.account_theme_system(),
  light: () => m.account_theme_light(),
  dark: () => m.account_theme_dark(),
};

/**
 * The profile's colour choice (ours): as the phone (its light or dark setting, the default), light
 * or dark. A radio group, so arrows move between the choices; it applies at once and the device keeps
 * it (`@/shared/ui/theme`). Not shown inside Telegram, whose own theme colours the Mini App.
 */
export function ThemeSetting() {
  useLanguage();
  const inTelegram = useInsideTelegram();
  const [choice, setChoice] = useState(readThemeChoice);
  const name = useId();
  if (inTelegram) return null;
  const choose = (next: ThemeChoice) => {
    chooseTheme(next);
    setChoice(next);
  };
  return (
    <fieldset className={css.group}>
      <legend className={css.legend}>{m.account_theme()}</legend>
      <div className={css.options}>
        {THEME_CHOICES.map((option) => (
          <span key={option}>
            <input className={css.input} type="radio" id={`${name}-${option}`} name={name} value={option} checked={choice === option} onChange={() => choose(option)} />
            <label className={css.option} htmlFor={`${name}-${option}`}>
              {label[option]()}
            </label>
          </span>
        ))}
      </div>
    </fieldset>
  );
}
