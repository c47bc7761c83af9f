import { vars } from '@/shared/ui/theme';

/**
 * Telegram's theme (`themeParams`, https://core.telegram.org/bots/webapps#themeparams) as the app's
 * colours: background, secondary background (cards), text, hint (muted text), button and button
 * text. Colours Telegram does not send keep the app's own. Only `#rgb`/`#rrggbb` values are taken.
 */
const MAP: [string, string[]][] = [
  ['bg_color', [vars.color.bg]],
  ['secondary_bg_color', [vars.color.surface, vars.color.surfaceAlt]],
  ['text_color', [vars.color.text]],
  ['hint_color', [vars.color.muted]],
  ['button_color', [vars.color.primary]],
  ['button_text_color', [vars.color.primaryText]],
  ['section_separator_color', [vars.color.border]],
];

/** The custom property behind a vanilla-extract `var(--name)` token. */
const propertyOf = (token: string) => token.replace(/^var\((--[^,)]+).*$/, '$1');
const isColour = (v: unknown): v is string => typeof v === 'string' && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(v);

/** Relative luminance of `#rrggbb` (0 black … 1 white), for the page's colour scheme. */
function luminance(hex: string): number {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** Sets the app's colour tokens on `root` from Telegram's theme; returns the custom properties set. */
export function applyTelegramTheme(theme: Record<string, unknown>, root: HTMLElement = document.documentElement): Record<string, string> {
  const set: Record<string, string> = {};
  for (const [key, tokens] of MAP) {
    const value = theme[key];
    if (!isColour(value)) continue;
    for (const token of tokens) {
      root.style.setProperty(propertyOf(token), value);
      set[propertyOf(token)] = value;
    }
  }
  if (isColour(theme.bg_color)) root.style.colorScheme = luminance(theme.bg_color) > 0.5 ? 'light' : 'dark';
  if (isColour(theme.link_color)) root.style.setProperty('--tg-link-color', theme.link_color);
  return set;
}
