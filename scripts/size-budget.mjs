// Size budget: the gzipped JS the login page loads stays under the budget below.
// Follows what /auth loads in a production build: the scripts index.html loads or preloads (the entry,
// the app chunk with the login page, see scripts/vite/first-load.ts) and, through Vite's manifest,
// their static imports; the /auth route's chunk too, should it ever be split out again.
// Usage: node scripts/size-budget.mjs [distDir]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'dist';
const BUDGET_KB = 127;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const fromHtml = [...html.matchAll(/<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="\/([^"]+\.js)"/g)].map((m) => m[1]);
const start = [...fromHtml.map((file) => keyOfFile.get(file)), 'src/app/routes/auth.tsx?tsr-split=component'].filter((key) => manifest[key]);
if (!start.includes('index.html') || fromHtml.length < 2) {
  console.error('size budget: index.html loads no entry or preloads nothing; update scripts/size-budget.mjs');
  process.exit(1);
}
const seen = new Set();
const visit = (key) => {
  if (seen.has(key) || !manifest[key]) return;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) visit(dep);
};
for (const key of start) visit(key);
const lazy = ['mock-provider/browser.ts'];
const rows = [...seen]
  .map((key) => manifest[key].file)
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, gz: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length }));
const total = rows.reduce((sum, r) => sum + r.gz, 0);
for (const r of rows.sort((a, b) => b.gz - a.gz)) console.log(`  ${(r.gz / 1024).toFixed(1).padStart(6)} KB  ${r.file}`);
const kb = total / 1024;
console.log(`size budget: login page loads ${kb.toFixed(1)} KB gzipped JS (budget ${BUDGET_KB} KB)`);
// a chunk group hides its modules' names in the manifest, so the loaded code is searched too
const lazyCode = /engine\.io|uplot|@sentry|mockServiceWorker/i;
const leaked = [
  ...[...seen].filter((k) => lazy.includes(k) || /socket|gameWindow|stake|boardSelector/.test(k) || /sentry/i.test(k)),
  ...rows.filter((r) => lazyCode.test(readFileSync(join(dist, r.file), 'utf8'))).map((r) => `code of ${lazyCode} in ${r.file}`),
];
if (leaked.length) {
  console.error(`size budget: the login page must not load ${leaked.join(', ')}`);
  process.exit(1);
}
if (kb > BUDGET_KB) process.exit(1);
