import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import subsetFont from 'subset-font';
import { globSync } from 'tinyglobby';
import type { Plugin } from 'vite';
import { AMHARIC_TIME_LOCALE, AMHARIC_TIME_OPTIONS } from '../../../src/shared/lib/time/amharic-format';

/**
 * The app's one web font: Noto Sans Ethiopic cut down at build time to the Ethiopic characters the
 * UI can show, one woff2 with the weight axis kept from 400 to 700 (regular and bold from one
 * file). Latin text is left to the system's sans-serif (Roboto on Android): no bytes, no swap.
 *
 * `import 'virtual:ethiopic-font.css'` gives the `@font-face` (family 'Noto Sans Ethiopic',
 * `font-display: swap`, `unicode-range` limited to the Ethiopic blocks the subset covers, so a page
 * without Amharic never fetches it). A production build also preloads the file from index.html:
 * the login page and the game pages show Amharic, and the app renders on the client, so without
 * the hint the font would only be asked for after the scripts ran. The dev server serves the whole
 * variable font (new strings show without a restart).
 *
 * Amharic the server sends (pattern names, purchase messages) is free text: a letter outside the
 * subset falls back, letter by letter, to the next family of the stack (the phone's own Ethiopic
 * font; Android ships Noto Sans Ethiopic), so it still reads.
 */

/** Where the UI's strings live: globs from the project root; add an i18n catalogue's glob here. */
export const TEXT_SOURCES = ['src/**/*.{ts,tsx,json}'];
/** Never shipped, so their strings need no glyphs. */
export const TEXT_IGNORE = ['**/*.test.{ts,tsx}', '**/*.d.ts'];

/** The Unicode blocks of the Ethiopic script: [first, last] code point. */
export const ETHIOPIC_BLOCKS: readonly (readonly [number, number])[] = [
  [0x1200, 0x137f], // Ethiopic
  [0x1380, 0x139f], // Ethiopic Supplement
  [0x2d80, 0x2ddf], // Ethiopic Extended
  [0xab00, 0xab2f], // Ethiopic Extended-A
  [0x1e7e0, 0x1e7ff], // Ethiopic Extended-B
];

const blockOf = (cp: number) => ETHIOPIC_BLOCKS.find(([a, b]) => cp >= a && cp <= b);

/** The distinct Ethiopic characters of `text`, in code point order. */
export function ethiopicCharacters(text: string): string[] {
  const set = new Set<string>();
  for (const ch of text) if (blockOf(ch.codePointAt(0)!)) set.add(ch);
  return [...set].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!);
}

/**
 * Amharic the platform writes at run time: every weekday, Ethiopian month and day period of
 * `formatAmharicTime` (src/shared/lib/time, spec §2.12), from this Node's CLDR data, over one
 * Ethiopian year (13 months) at a morning and an afternoon hour.
 */
export function runtimeAmharicText(): string {
  const format = new Intl.DateTimeFormat(AMHARIC_TIME_LOCALE, AMHARIC_TIME_OPTIONS);
  const parts: string[] = [];
  const start = Date.UTC(2026, 8, 11, 6);
  for (let day = 0; day < 366; day += 1) for (const hour of [0, 9]) parts.push(format.format(new Date(start + (day * 24 + hour) * 3_600_000)));
  return parts.join(' ');
}

/** The Ethiopic characters of the UI: every non-test source under `TEXT_SOURCES`, plus `runtimeAmharicText`. */
export function collectEthiopicCharacters(root: string, sources = TEXT_SOURCES): string[] {
  const files = globSync(sources, { cwd: root, ignore: TEXT_IGNORE, absolute: true });
  const text = files.map((file) => readFileSync(file, 'utf8')).join('\n');
  return ethiopicCharacters(`${text}\n${runtimeAmharicText()}`);
}

/** `unicode-range` of the Ethiopic blocks `chars` touch, e.g. "U+1200-137F". */
export function unicodeRange(chars: readonly string[]): string {
  const blocks = new Set(chars.map((ch) => blockOf(ch.codePointAt(0)!)));
  const hex = (n: number) => n.toString(16).toUpperCase();
  return ETHIOPIC_BLOCKS.filter((b) => blocks.has(b))
    .map(([a, b]) => `U+${hex(a)}-${hex(b)}`)
    .join(', ');
}

/** The variable Noto Sans Ethiopic (weight axis 100–900) of @fontsource-variable, Ethiopic part. */
export function variableFontPath(root: string): string {
  const require = createRequire(join(root, 'package.json'));
  return join(resolve(require.resolve('@fontsource-variable/noto-sans-ethiopic/package.json'), '..'), 'files/noto-sans-ethiopic-ethiopic-wght-normal.woff2');
}

/** The weights the app uses (theme: 400 body, 700 bold); 800 and 900 render at 700. */
export const WEIGHTS = { min: 400, max: 700 } as const;

/** The subset as woff2: `chars` only, the weight axis cut to `WEIGHTS`. */
export function subsetEthiopic(font: Buffer, chars: readonly string[]): Promise<Buffer> {
  return subsetFont(font, chars.join(''), {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: WEIGHTS.min, max: WEIGHTS.max, default: WEIGHTS.min } },
  });
}

/** The `@font-face` rule for a font file at `url` (relative to the CSS file). */
export function fontFaceCss(url: string, range: string): string {
  return `@font-face {
  font-family: 'Noto Sans Ethiopic';
  font-style: normal;
  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};
  font-display: swap;
  src: url(${JSON.stringify(url)}) format('woff2');
  unicode-range: ${range};
}
`;
}

const VIRTUAL_ID = 'virtual:ethiopic-font.css';
/** The subset's file name before Vite adds its hash (the preload and scripts/measure/font-budget.ts look for it). */
export const SUBSET_NAME = 'noto-sans-ethiopic-subset';

/** The Vite plugin: see the module comment. Output goes to node_modules/.cache/cartela-fonts. */
export function ethiopicFont(): Plugin {
  let root = process.cwd();
  let isBuild = false;
  let cssFile = '';
  let base = '/';
  return {
    name: 'cartela:ethiopic-font',
    config(config) {
      // a font inlined as data: would be refused by the policy's font-src 'self'
      if (config.build?.assetsInlineLimit !== undefined) return;
      return { build: { assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined) } };
    },
    configResolved(config) {
      root = config.root;
      isBuild = config.command === 'build';
      base = config.base;
    },
    async buildStart() {
      const dir = join(root, 'node_modules/.cache/cartela-fonts');
      mkdirSync(dir, { recursive: true });
      cssFile = join(dir, 'ethiopic-font.css');
      const source = variableFontPath(root);
      if (!isBuild) {
        const everyBlock = ETHIOPIC_BLOCKS.map(([first]) => String.fromCodePoint(first));
        writeFileSync(cssFile, fontFaceCss(relative(dir, source), unicodeRange(everyBlock)));
        return;
      }
      const chars = collectEthiopicCharacters(root);
      const key = createHash('sha256').update(chars.join('')).update(readFileSync(source)).digest('hex').slice(0, 16);
      const woff2 = join(dir, `${SUBSET_NAME}.woff2`);
      const stamp = join(dir, `${SUBSET_NAME}.key`);
      let cached = '';
      try {
        cached = readFileSync(stamp, 'utf8');
      } catch {
        // first build
      }
      if (cached !== key) {
        writeFileSync(woff2, await subsetEthiopic(readFileSync(source), chars));
        writeFileSync(stamp, key);
      }
      writeFileSync(cssFile, fontFaceCss(`./${SUBSET_NAME}.woff2`, unicodeRange(chars)));
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? cssFile : undefined;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((file) => file.includes(SUBSET_NAME) && file.endsWith('.woff2'));
        if (!font) return;
        return [{ tag: 'link', attrs: { rel: 'preload', href: `${base}${font}`, as: 'font', type: 'font/woff2', crossorigin: '' }, injectTo: 'head' }];
      },
    },
  };
}
