export { vars } from './theme.css';
export { letterTone } from './letters.css';
export { wordmark } from './brand.css';
export { tones } from './tones.css';
export { applyThemeChoice, chooseTheme, readThemeChoice, THEME_CHOICES, THEME_STORAGE_KEY, type ThemeChoice } from './choice';
