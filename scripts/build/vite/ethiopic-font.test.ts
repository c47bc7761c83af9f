// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { globSync } from 'tinyglobby';
import { Blob, Face } from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { describe, expect, test } from 'vitest';
import { collectEthiopicCharacters, ethiopicCharacters, fontFaceCss, runtimeAmharicText, subsetEthiopic, unicodeRange, variableFontPath } from './ethiopic-font';

const root = join(import.meta.dirname, '../../..');

/** The code points a font maps (its cmap) and its variation axes, read back with HarfBuzz. */
async function readFont(woff2: Buffer) {
  const sfnt = await subsetFont(woff2, null, { keepAllGlyphs: true, targetFormat: 'sfnt' });
  const face = new Face(new Blob(sfnt));
  return { unicodes: new Set(face.collectUnicodes()), axes: face.getAxisInfos() };
}

describe('the Ethiopic font subset', () => {
  const chars = collectEthiopicCharacters(root);

  test('collects every Ethiopic character of the shipped sources, and none only tests use', () => {
    const shipped = globSync(['src/**/*.{ts,tsx}'], { cwd: root, ignore: ['**/*.test.{ts,tsx}'], absolute: true });
    const used = ethiopicCharacters(shipped.map((f) => readFileSync(f, 'utf8')).join(''));
    expect(used.length).toBeGreaterThan(50);
    expect(chars).toEqual(expect.arrayContaining(used));
    // "ቢንጎ ይጫወቱ" on the login page, "ካርቴላ" everywhere
    expect(chars).toEqual(expect.arrayContaining([...'ቢንጎይጫወቱካርቴላ']));
    // the CLDR months and weekdays formatAmharicTime writes (spec §2.12): ጳጉሜን, ረቡዕ
    expect(chars).toEqual(expect.arrayContaining([...'ጳጉሜንረቡዕ']));
    expect(ethiopicCharacters(runtimeAmharicText())).toEqual(expect.arrayContaining([...'መስከረምኅዳርከሰዓትጥዋት']));
  });

  test('the subset maps every collected character, keeps weights 400–700 in one file, and is small', async () => {
    const woff2 = await subsetEthiopic(readFileSync(variableFontPath(root)), chars);
    const { unicodes, axes } = await readFont(woff2);
    const missing = chars.filter((ch) => !unicodes.has(ch.codePointAt(0)!));
    expect(missing).toEqual([]);
    expect(axes.wght).toMatchObject({ min: 400, max: 700 });
    // The whole interface in Amharic uses a few hundred syllables; the login page's font budget is 40 KB.
    expect(woff2.length).toBeLessThanOrEqual(32 * 1024);
  });

  test('the @font-face: the Ethiopic block only, swap, weights 400–700', () => {
    expect(unicodeRange([...'ካርቴላ።'])).toBe('U+1200-137F');
    expect(unicodeRange(['\u1380', '\u2d80'])).toBe('U+1380-139F, U+2D80-2DDF');
    const css = fontFaceCss('./f.woff2', 'U+1200-137F');
    expect(css).toContain("font-family: 'Noto Sans Ethiopic'");
    expect(css).toContain('font-display: swap');
    expect(css).toContain('font-weight: 400 700');
    expect(css).toContain('unicode-range: U+1200-137F');
  });
});
