import { assignVars, createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { LIGHT_BY_SYSTEM, LIGHT_CHOSEN, LIGHT_SYSTEM, tones } from './tones.css';

/** Colours that carry white text or marks and read the same on either palette. */
const LETTERS_AND_STATUS = {
  waiting: '#16a34a',
  inProgress: '#ea580c',
  completed: '#dc2626',
  idle: '#64748b',
  // spec §2.9 letter colours
  letterB: '#dc2626',
  // a darker orange than the status colour: white numbers on it keep a 4.5:1 contrast
  letterI: '#c2410c',
  // a darker green than the status colour: white numbers on it keep a 4.5:1 contrast
  letterN: '#15803d',
  letterG: '#2563eb',
  letterO: '#7c3aed',
  called: '#dc2626',
  winning: '#2563eb',
};

/**
 * Design tokens. Mobile first: 360x640 base, touch targets ≥ 44 px. Two palettes: the dark one on
 * `:root`, the light one (`light` below) where the player chose it (`<html data-theme="light">`) or,
 * without a choice (no `data-theme`), where the system asks for light. Inside Telegram the root
 * carries `data-theme="telegram"`: the dark palette under Telegram's own colours, as before the light
 * one existed. The choice is stored and set before the first paint by index.html's inline chooser
 * (scripts/build/vite/prerender-login.ts), and changed on the profile (`chooseTheme`, choice.ts).
 */
export const vars = createGlobalTheme(':root', {
  color: {
    bg: '#0f172a',
    surface: '#1e293b',
    surfaceAlt: '#273449',
    // the header bar: a card's colour here, Telegram's header colour inside Telegram
    header: '#1e293b',
    text: '#f8fafc',
    muted: '#cbd5e1',
    primary: '#22c55e',
    primaryText: '#052e16',
    danger: '#ef4444',
    warning: '#f59e0b',
    info: '#3b82f6',
    border: '#334155',
    ...LETTERS_AND_STATUS,
  },
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
  radius: { sm: '6px', md: '10px', lg: '16px', full: '999px' },
  font: {
    body: "'Noto Sans Ethiopic', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
  touch: '44px',
});

/**
 * The light palette: dark text on near-white, every text pair at WCAG AA (4.5:1); the letter,
 * status and board colours carry white text in both palettes and stay as they are.
 */
const light = {
  ...LETTERS_AND_STATUS,
  bg: '#f4f6fa',
  surface: '#ffffff',
  surfaceAlt: '#e8edf4',
  header: '#ffffff',
  text: '#0f172a',
  muted: '#475569',
  primary: '#15803d',
  primaryText: '#ffffff',
  danger: '#b91c1c',
  warning: '#b45309',
  info: '#1d4ed8',
  border: '#cbd5e1',
};

globalStyle(':root', { colorScheme: 'dark' });
globalStyle(LIGHT_CHOSEN, { colorScheme: 'light', vars: assignVars(vars.color, light) });
globalStyle(LIGHT_BY_SYSTEM, { '@media': { [LIGHT_SYSTEM]: { colorScheme: 'light', vars: assignVars(vars.color, light) } } });

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', {
  margin: 0,
  padding: 0,
  // inside Telegram the login page's inline chooser paints Telegram's page and text colours before
  // the app's scripts apply the whole theme (scripts/build/vite/prerender-login.ts)
  background: `var(--tg-first-bg, ${vars.color.bg})`,
  color: `var(--tg-first-text, ${vars.color.text})`,
  fontFamily: vars.font.body,
  fontSize: '16px',
  lineHeight: 1.4,
  minHeight: '100%',
});
globalStyle('a', { color: tones.link });
globalStyle(':focus-visible', { outline: `3px solid ${tones.focus}`, outlineOffset: '2px' });
// Placed (not at its static position) and size-contained, a hidden text is a layout root of its
// own: a live region's new text (the latest call's) lays out that box alone, not the whole page.
globalStyle('.visually-hidden', {
  position: 'absolute',
  top: 0,
  left: 0,
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  contain: 'strict',
});
