// Font budget: the fonts a production build can make the login page fetch stay within the budget.
// Counts every font file the build ships (a superset of what /auth fetches: the @font-face files of
// all its CSS and the preloads of index.html), so a font added anywhere counts, and checks that
// every preloaded font is one of them. The browser test (tests/e2e/fonts-save-data.e2e.ts) counts
// the requests a real /auth load makes.
// Usage: npx tsx scripts/measure/font-budget.ts [distDir]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const dist = process.argv[2] ?? 'dist';
const BUDGET_KB = 40;
const MAX_FILES = 2;
const FONT = /\.(woff2?|ttf|otf|eot)$/i;

const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
const fonts = walk(dist)
  .filter((file) => FONT.test(file))
  .map((file) => ({ file: relative(dist, file), bytes: statSync(file).size }));
const total = fonts.reduce((sum, f) => sum + f.bytes, 0);
for (const f of fonts) console.log(`  ${(f.bytes / 1024).toFixed(1).padStart(6)} KB  ${f.file}`);
console.log(`font budget: ${fonts.length} font file(s), ${(total / 1024).toFixed(1)} KB (budget ${MAX_FILES} files, ${BUDGET_KB} KB)`);

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const preloads = [...html.matchAll(/<link[^>]*rel="preload"[^>]*as="font"[^>]*>/g)].map((m) => /href="\/?([^"]+)"/.exec(m[0])?.[1]);
const stray = preloads.filter((href) => !fonts.some((f) => f.file === href));
if (stray.length) {
  console.error(`font budget: index.html preloads fonts the build does not ship: ${stray.join(', ')}`);
  process.exit(1);
}
if (fonts.length > MAX_FILES || total > BUDGET_KB * 1024) process.exit(1);
