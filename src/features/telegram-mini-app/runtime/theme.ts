import { vars } from '@/shared/ui/theme';

/**
 * Telegram's theme (`themeParams`, https://core.telegram.org/bots/webapps#themeparams) as the app's
 * colours: text, hint (muted text), button and button text, separators, the header bar
 * (`header_bg_color`), links (`accent_text_color`, else `link_color`) and errors
 * (`destructive_text_color`). Where Telegram sends section colours (`section_bg_color`, Bot API 7.0),
 * the page is `secondary_bg_color` and cards are `section_bg_color`, lighter than the page as in
 * Telegram's own screens; an older theme keeps `bg_color` for the page and `secondary_bg_color` for
 * cards. Colours Telegram does not send keep the app's own. Only `#rgb`/`#rrggbb` values are taken.
 */
function colourMap(theme: Record<string, unknown>): [string, string[]][] {
  const sections = isColour(theme.section_bg_color);
  const card = sections ? 'section_bg_color' : 'secondary_bg_color';
  return [
    [sections && isColour(theme.secondary_bg_color) ? 'secondary_bg_color' : 'bg_color', [vars.color.bg]],
    [card, [vars.color.surface, ...(sections ? [] : [vars.color.surfaceAlt])]],
    ...(sections ? ([['secondary_bg_color', [vars.color.surfaceAlt]]] as [string, string[]][]) : []),
    // the header bar as Telegram's header, else as a card (never the app's navy under Telegram's text colour)
    [isColour(theme.header_bg_color) ? 'header_bg_color' : card, [vars.color.header]],
    ['text_color', [vars.color.text]],
    ['hint_color', [vars.color.muted]],
    ['button_color', [vars.color.primary]],
    ['button_text_color', [vars.color.primaryText]],
    ['section_separator_color', [vars.color.border]],
  ];
}

/** The app's signal colours, used as text as well as backgrounds. */
const SIGNALS = [vars.color.warning, vars.color.danger, vars.color.info];
/** Set by the login page's inline chooser for the first paint inside Telegram (page and text), until the theme applies here. */
const FIRST_PAINT = ['--tg-first-bg', '--tg-first-text'];
/** The app's own value of each signal colour, read before Telegram's theme first changed it. */
const ownColours = new Map<string, string>();

/** The custom property behind a vanilla-extract `var(--name)` token. */
const propertyOf = (token: string) => token.replace(/^var\((--[^,)]+).*$/, '$1');
const isColour = (v: unknown): v is string => typeof v === 'string' && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(v);

/** Relative luminance of `#rrggbb` (0 black … 1 white), for the page's colour scheme. */
function luminance(hex: string): number {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two `#rgb`/`#rrggbb` colours (1 … 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
const rgbOf = (hex: string) => {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  return [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16));
};

/**
 * `colour` moved step by step toward `toward` (black or white) until it contrasts at least `min`
 * with every colour of `against` (WCAG AA: 4.5 for text); unchanged when it already does.
 */
export function withContrast(colour: string, against: string[], toward: '#000000' | '#ffffff', min = 4.5): string {
  const from = rgbOf(colour);
  const to = rgbOf(toward);
  for (let step = 0; step <= 20; step += 1) {
    const mixed = toHex(from.map((c, i) => c + ((to[i]! - c) * step) / 20));
    if (against.every((other) => contrast(mixed, other) >= min)) return mixed;
  }
  return toward;
}

/**
 * Telegram's colours made safe to read (WCAG AA, axe in the Mini App run): Telegram's own button
 * and hint colours sit just under 4.5:1 in its default themes, so the button is deepened against
 * its text and the hint moved toward the text colour until they reach it.
 */
function readable(theme: Record<string, unknown>): Record<string, unknown> {
  const out = { ...theme };
  const bg = isColour(theme.bg_color) ? theme.bg_color : null;
  const dark = bg !== null && luminance(bg) < 0.5;
  if (isColour(theme.button_color) && isColour(theme.button_text_color)) {
    out.button_color = withContrast(theme.button_color, [theme.button_text_color], luminance(theme.button_text_color) > 0.5 ? '#000000' : '#ffffff');
  }
  const grounds = bg ? [bg, ...[theme.secondary_bg_color, theme.section_bg_color].filter(isColour)] : [];
  if (isColour(theme.hint_color) && bg) out.hint_color = withContrast(theme.hint_color, grounds, dark ? '#ffffff' : '#000000');
  if (isColour(theme.link_color) && bg) out.link_color = withContrast(theme.link_color, grounds, dark ? '#ffffff' : '#000000');
  if (isColour(theme.accent_text_color) && bg) out.accent_text_color = withContrast(theme.accent_text_color, grounds, dark ? '#ffffff' : '#000000');
  if (isColour(theme.destructive_text_color) && bg) out.destructive_text_color = withContrast(theme.destructive_text_color, grounds, dark ? '#ffffff' : '#000000');
  return out;
}

/** Sets the app's colour tokens on `root` from Telegram's theme (made readable), marking it `data-theme="telegram"`; returns the custom properties set. */
export function applyTelegramTheme(telegramTheme: Record<string, unknown>, root: HTMLElement = document.documentElement): Record<string, string> {
  // Telegram's colours go over the app's dark palette whatever the device's or the player's light
  // or dark choice (src/shared/ui/theme): first, so the signal colours below are read from it
  root.dataset.theme = 'telegram';
  const theme = readable(telegramTheme);
  const set: Record<string, string> = {};
  for (const [key, tokens] of colourMap(theme)) {
    const value = theme[key];
    if (!isColour(value)) continue;
    for (const token of tokens) {
      root.style.setProperty(propertyOf(token), value);
      set[propertyOf(token)] = value;
    }
  }
  if (isColour(theme.bg_color)) {
    root.style.colorScheme = luminance(theme.bg_color) > 0.5 ? 'light' : 'dark';
    // the app's signal colours (warning, danger, info) are made for its dark page: on a light
    // Telegram background they are deepened until they read as text there
    for (const token of SIGNALS) {
      const property = propertyOf(token);
      const own = getComputedStyle(document.documentElement).getPropertyValue(property).trim();
      const base = ownColours.get(property) ?? own;
      if (!isColour(base)) continue;
      ownColours.set(property, base);
      const value = luminance(theme.bg_color) > 0.5 ? withContrast(base, [theme.bg_color], '#000000') : base;
      root.style.setProperty(property, value);
      set[property] = value;
    }
  }
  // Telegram's own error colour, made for its grounds, over the app's deepened one
  if (isColour(theme.destructive_text_color)) {
    root.style.setProperty(propertyOf(vars.color.danger), theme.destructive_text_color);
    set[propertyOf(vars.color.danger)] = theme.destructive_text_color;
  }
  const link = isColour(theme.accent_text_color) ? theme.accent_text_color : theme.link_color;
  if (isColour(link)) root.style.setProperty('--tg-link-color', link);
  // the app's tokens now carry the theme: the first paint's colours would hide its later changes
  for (const property of FIRST_PAINT) root.style.removeProperty(property);
  return set;
}
