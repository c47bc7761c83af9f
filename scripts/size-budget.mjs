// Size budget: the gzipped JS the login page loads stays under the budget below.
// Reads Vite's manifest of a production build and follows what /auth loads: the entry, the app
// chunk it imports at start, and the /auth route's component chunk, with all their static imports.
// Usage: node scripts/size-budget.mjs [distDir]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'dist';
const BUDGET_KB = 140;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const start = ['index.html', 'src/app/app.tsx', 'src/app/routes/auth.tsx?tsr-split=component'];
const seen = new Set();
const visit = (key) => {
  if (seen.has(key) || !manifest[key]) return;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) visit(dep);
};
for (const key of start) {
  if (!manifest[key]) {
    console.error(`size budget: ${key} is not in the manifest; update scripts/size-budget.mjs`);
    process.exit(1);
  }
  visit(key);
}
const lazy = ['mock-provider/browser.ts'];
const rows = [...seen]
  .map((key) => manifest[key].file)
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, gz: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length }));
const total = rows.reduce((sum, r) => sum + r.gz, 0);
for (const r of rows.sort((a, b) => b.gz - a.gz)) console.log(`  ${(r.gz / 1024).toFixed(1).padStart(6)} KB  ${r.file}`);
const kb = total / 1024;
console.log(`size budget: login page loads ${kb.toFixed(1)} KB gzipped JS (budget ${BUDGET_KB} KB)`);
const leaked = [...seen].filter((k) => lazy.includes(k) || /socket|gameWindow|stake|boardSelector/.test(k) || /sentry/i.test(k));
if (leaked.length) {
  console.error(`size budget: the login page must not load ${leaked.join(', ')}`);
  process.exit(1);
}
if (kb > BUDGET_KB) process.exit(1);
