import { assignVars, createGlobalTheme, globalStyle } from '@vanilla-extract/css';

/** Where the light palette applies: the player chose it, or made no choice on a light system (src/shared/ui/theme/choice.ts). */
export const LIGHT_CHOSEN = ':root[data-theme="light"]';
export const LIGHT_BY_SYSTEM = ':root:not([data-theme])';
export const LIGHT_SYSTEM = '(prefers-color-scheme: light)';

const dark = {
  // links, the keyboard focus ring, highlighted words (the claim window, a warning) and negative
  // words (a field's error, money out) drawn on the page or a card
  link: '#93c5fd',
  focus: '#facc15',
  highlightText: '#facc15',
  dangerText: '#fecaca',
  // text on a warning-coloured ground (the board's FREE centre)
  onWarning: '#1f2937',
  // the brand's second colour (the wordmark's ball, the win's confetti), beside the primary green
  gold: '#facc15',
};

/**
 * Colour tokens only stylesheets use (never read by a script, unlike `vars`): defined apart so their
 * names add nothing to the JavaScript of any page — the login page has no room. Dark on `:root`,
 * light where `vars`' light palette applies (theme.css.ts); Telegram's theme leaves them dark.
 */
export const tones = createGlobalTheme(':root', dark);

const light: typeof dark = {
  link: '#1d4ed8',
  focus: '#1d4ed8',
  highlightText: '#92400e',
  dangerText: '#b91c1c',
  onWarning: '#ffffff',
  gold: '#d97706',
};
globalStyle(LIGHT_CHOSEN, { vars: assignVars(tones, light) });
globalStyle(LIGHT_BY_SYSTEM, { '@media': { [LIGHT_SYSTEM]: { vars: assignVars(tones, light) } } });
