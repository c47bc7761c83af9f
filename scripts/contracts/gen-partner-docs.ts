import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { kitCounts, type KitCounts } from '../../tests/provider/kit-counts';

/**
 * The partner kit's counts in docs/partners.md, generated from the kit (part of `npm run gen`):
 * every `<!-- kit:KEY -->N<!-- /kit -->` in the page gets the count KEY of KitCounts
 * (tests/provider/kit-counts.ts: the pacts counted statically, the conformance checks by one run
 * against an in-process mock provider). `--check` (from `npm run gen:check`) writes nothing and
 * exits 1 when a count on the page differs from the kit's.
 */
const PAGE = resolve(import.meta.dirname, '../../docs/partners.md');
const MARK = /<!-- kit:(\w+) -->([^<]*)<!-- \/kit -->/g;

const check = process.argv.includes('--check');
const counts = await kitCounts();
const page = readFileSync(PAGE, 'utf8');
const stale: string[] = [];
const next = page.replace(MARK, (_all, key: string, was: string) => {
  if (!(key in counts)) throw new Error(`docs/partners.md: unknown count <!-- kit:${key} --> (known: ${Object.keys(counts).join(', ')})`);
  const value = String(counts[key as keyof KitCounts]);
  if (was !== value) stale.push(`${key}: the page says ${was}, the kit has ${value}`);
  return `<!-- kit:${key} -->${value}<!-- /kit -->`;
});
if (check) {
  if (stale.length > 0) {
    console.error(`gen:check: docs/partners.md states other counts than the kit; run npm run gen and commit:\n  ${stale.join('\n  ')}`);
    process.exit(1);
  }
} else if (next !== page) {
  writeFileSync(PAGE, next);
}
process.exit(0);
