/**
 * The player's colour theme: `system` (no choice: the page follows the device's light or dark
 * setting through CSS alone), `light` or `dark`. The choice is kept on the device under
 * `cartela.theme` and shown as `<html data-theme="light|dark">`, which theme.css.ts reads;
 * index.html's inline chooser sets it before the first paint (scripts/build/vite/prerender-login.ts).
 * Inside Telegram the root carries `data-theme="telegram"` (Telegram's colours rule there): a
 * choice is then stored but not applied. Nothing here throws (storage may be refused).
 */
export type ThemeChoice = 'system' | 'light' | 'dark';

export const THEME_STORAGE_KEY = 'cartela.theme';
export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

/** The stored choice; `system` when none (or an unknown value) is stored. */
export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** The browser's bar colour (`<meta name="theme-color">`) of each palette: its page background (theme.css.ts `bg`). */
export const THEME_BAR_COLOURS = { dark: '#0f172a', light: '#f4f6fa' } as const;

/**
 * Shows `choice` on `root` (`data-theme`, none for `system`), unless Telegram's theme holds it, and
 * paints the browser's bar to match: index.html has one `theme-color` per system setting (`media`);
 * a chosen palette gives both its colour, `system` gives each its own setting's colour back.
 */
export function applyThemeChoice(choice: ThemeChoice, root: HTMLElement = document.documentElement): void {
  if (root.dataset.theme === 'telegram') return;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
  for (const meta of root.ownerDocument.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    meta.content = THEME_BAR_COLOURS[choice === 'system' ? (meta.getAttribute('media')?.includes('light') ? 'light' : 'dark') : choice];
  }
}

/** Stores `choice` on the device and applies it at once. */
export function chooseTheme(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // not remembered; still applied for this visit
  }
  applyThemeChoice(choice);
}
