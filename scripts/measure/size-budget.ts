// Size budget: the gzipped JS the login page loads stays under the budget below, and so does the JS
// each logged-in page needs before its first paint (scripts/measure/page-files.ts; what it is made of:
// `npm run size:report`, perf/size.md).
// Follows what /auth loads in a production build (scripts/measure/first-load-files.ts).
// Usage: npx tsx scripts/measure/size-budget.ts [distDir]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadFiles, type ManifestChunk } from './first-load-files';
import { PAGE_CEILING_KB } from './page-ceilings';
import { pageFiles } from './page-files';

const dist = process.argv[2] ?? 'dist';
// 114.3 KB before the language switch, 120.8 KB with it: the compiled messages are one module per
// message and the login page carries only the 49 it shows (their cost has its own budget:
// scripts/measure/i18n-cost.ts, 6 KB). Since the login page is prerendered into index.html, its first
// paint needs none of it: this is what it loads after that paint to hydrate (index.html's entry and
// preloads wait in a template the inline chooser applies, scripts/build/vite/prerender-login.ts).
// 124.2 KB → 120.0 KB when the login page stopped loading what it does not use: the generated HTTP
// client (it loads with the first request), the other calls (@/shared/api/index.<part>.ts), the
// wallet's "not confirmed" checks, the game screens' shared messages, the payment-host allow-list;
// 120.4 KB with the logged-in pages' early session check in the entry. The budget stays under the
// 121.3 KB the login page loaded before the Telegram Mini App. 120.2 KB when effector-react and
// TanStack Store took useSyncExternalStore from React 19 (not its shim); 120.3 KB with the helper that
// reads the session check's and the login's answers by their generated parsers (the login no longer
// loads zod with its call); 120.5 KB with the app's part of the logged-in shell (app.tsx replaces it
// once the router has settled). 92.5 KB since the login page hydrates without the router (its own
// entry, src/app/3-login/login-app.tsx; TanStack Router, ≈ 28 KB gzipped, loads with the first navigation or
// touch of the page, in a chunk of its own), so 93.5 KB leaves room for a few hundred bytes, not a feature.
const BUDGET_KB = 93.5;
const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const { keys: seen, files } = firstLoadFiles(manifest, html);
if (!seen.has('index.html') || [...files].filter((file) => file.endsWith('.js')).length < 2) {
  console.error('size budget: index.html loads no entry or preloads nothing; update scripts/measure/first-load-files.ts');
  process.exit(1);
}
const lazy = ['mock-provider/browser.ts'];
const rows = [...files]
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, gz: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length }));
const total = rows.reduce((sum, r) => sum + r.gz, 0);
for (const r of rows.sort((a, b) => b.gz - a.gz)) console.log(`  ${(r.gz / 1024).toFixed(1).padStart(6)} KB  ${r.file}`);
const kb = total / 1024;
console.log(`size budget: login page loads ${kb.toFixed(1)} KB gzipped JS (budget ${BUDGET_KB} KB)`);
// a chunk group hides its modules' names in the manifest, so the loaded code is searched too
// ("Missing queryFn" is TanStack Query's: it loads with the first protected page, src/app/4-router/query.tsx)
// (and the Telegram bridge, the Mini App's native requests and sign-in: only inside Telegram,
// src/shared/telegram/bridge.ts and native.ts, features/telegram-mini-app; the login page
// only asks whether Telegram's native side is there, `window.TelegramWebviewProxy`, and posts nothing)
// (and the generated HTTP client, which loads with the first request: src/shared/api/calls/load.ts;
// the "not confirmed" checks of money calls: src/entities/wallet/model/not-confirmed.ts; the game
// screens' shared messages: src/shared/config/index.game-messages.ts)
const lazyCode = /engine\.io|uplot|@sentry|mockServiceWorker|Missing queryFn|web_app_setup|web_app_trigger_haptic_feedback|\/limits\/break|money call not confirmed|Invalid balance!/i;
const leaked = [
  ...[...seen].filter((k) => lazy.includes(k) || /socket|gameWindow|stake|boardSelector|features\/telegram-mini-app|shared\/telegram\/(native|index\.native)|telegram\/bridge|@telegram-apps/.test(k) || /sentry/i.test(k)),
  ...rows.filter((r) => lazyCode.test(readFileSync(join(dist, r.file), 'utf8'))).map((r) => `code of ${lazyCode} in ${r.file}`),
];
if (leaked.length) {
  console.error(`size budget: the login page must not load ${leaked.join(', ')}`);
  process.exit(1);
}

// The login page hydrates without the router (src/app/3-login/login-app.tsx): TanStack Router loads with the
// first navigation (src/app/3-login/login-handover.tsx), so none of its modules is in the first load.
const chunks: Record<string, { imports: string[]; modules: Record<string, number> }> = JSON.parse(readFileSync(join(dist, '.vite/chunks.json'), 'utf8'));
const routerFiles = [...files].filter((file) => Object.keys(chunks[file]?.modules ?? {}).some((m) => /node_modules\/@tanstack\/(react-router|router-core|history)\//.test(m)));
if (routerFiles.length) {
  console.error(`size budget: the login page's first load holds TanStack Router (${routerFiles.join(', ')})`);
  process.exit(1);
}

// What the login page preloads once it is idle: the generated HTTP client (src/shared/api/calls/load.ts,
// the module src/shared/api/http-calls.ts) with its static imports. TanStack Query is not among them:
// the protected pages load it (src/app/4-router/query.tsx), the login page has no use for it.
const idleRoots = Object.keys(chunks).filter((file) => Object.keys(chunks[file].modules).some((m) => m.startsWith('src/shared/api/generated/http/')));
const idle = new Set<string>();
for (const stack = [...idleRoots]; stack.length; ) {
  const file = stack.pop()!;
  if (idle.has(file) || files.has(file)) continue;
  idle.add(file);
  stack.push(...(chunks[file]?.imports ?? []));
}
const idleKb = [...idle].reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0) / 1024;
console.log(`  then, once idle, ${idleKb.toFixed(1)} KB: ${[...idle].join(', ')}`);
const idleQuery = [...idle].filter((file) => Object.keys(chunks[file]?.modules ?? {}).some((m) => /node_modules\/@tanstack\/(react-query|query-core)\//.test(m)));
if (!idleRoots.length || idleQuery.length) {
  console.error(idleRoots.length ? `size budget: the login page's idle preload of the HTTP client brings TanStack Query (${idleQuery.join(', ')})` : 'size budget: no chunk holds the generated HTTP client; update scripts/measure/size-budget.ts');
  process.exit(1);
}

// Per page: each logged-in page's ceiling (scripts/measure/page-ceilings.ts).
const gzOf = new Map<string, number>();
const over: string[] = [];
for (const { page, loggedIn, files } of pageFiles(dist)) {
  if (!loggedIn) continue;
  const pageKb = files.reduce((sum, file) => {
    if (!gzOf.has(file)) gzOf.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return sum + gzOf.get(file)!;
  }, 0) / 1024;
  const budget = PAGE_CEILING_KB[page];
  if (budget === undefined) {
    console.error(`size budget: ${page} has no ceiling in scripts/measure/page-ceilings.ts`);
    process.exit(1);
  }
  console.log(`  ${pageKb.toFixed(1).padStart(6)} KB  ${page} (budget ${budget} KB)`);
  if (pageKb > budget) over.push(`${page} ${pageKb.toFixed(1)} KB > ${budget} KB`);
}
if (over.length) {
  console.error(`size budget: JS before first paint over budget: ${over.join('; ')} (see npm run size:report)`);
  process.exit(1);
}
if (kb > BUDGET_KB) process.exit(1);
