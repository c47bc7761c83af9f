// The player's colour theme choice (choice.ts), apart from index.ts: the login page imports the theme's
// stylesheet through index.ts and never reads or changes the choice, so this stays out of its JS.
export { applyThemeChoice, chooseTheme, readThemeChoice, THEME_BAR_COLOURS, THEME_CHOICES, THEME_STORAGE_KEY, type ThemeChoice } from './choice';
