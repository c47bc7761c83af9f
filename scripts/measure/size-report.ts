// `npm run size:report`: what each page's JS is made of. Builds the app for a real server with hidden
// source maps (dist-size; or reads the folder given), then writes perf/size.md: per page the gzipped
// JS it needs before its first paint (scripts/measure/page-files.ts) and its chunks; per chunk the
// source modules (by package or folder) and their minified bytes, traced through the source maps —
// so a change shows what it costs. Per-page budgets are checked by scripts/measure/size-budget.ts.
// Usage: npx tsx scripts/measure/size-report.ts [distDir]   (no folder: builds into dist-size first)
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { eachMapping, TraceMap, type EachMapping } from '@jridgewell/trace-mapping';
import { pageFiles } from './page-files';

const given = process.argv[2];
const dist = given ?? 'dist-size';
if (!given) {
  execSync('npx vite build --logLevel warn', {
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
      CARTELA_SOURCEMAP: 'hidden',
      CARTELA_OUT_DIR: dist,
      VITE_API_MOCKING: 'false',
      VITE_API_BASE_URL: 'https://provider.invalid/api',
      VITE_SOCKET_URL: 'https://provider.invalid',
    },
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/** A source path as a row name: a package (`zod`, `@radix-ui/react-dialog`) or a folder of src (`src/features/live-game`). */
function owner(source: string): string {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = source.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const path = source.replace(/^(\.\.\/)+/, '');
  if (/^src\/shared\/i18n\/paraglide\/messages\//.test(path)) return 'src/shared/i18n/paraglide/messages';
  return path.split('/').slice(0, path.startsWith('src/') ? 3 : 2).join('/');
}

/** Minified bytes of `file` by owner, traced through its hidden source map (rolldown's runtime has none). */
function bytesByOwner(file: string): Map<string, number> {
  const code = readFileSync(join(dist, file), 'utf8');
  const mapFile = join(dist, `${file}.map`);
  if (!existsSync(mapFile)) return new Map([['(no source map)', code.length]]);
  const lines = code.split('\n');
  const segments: EachMapping[] = [];
  eachMapping(new TraceMap(readFileSync(mapFile, 'utf8')), (m) => segments.push(m));
  const by = new Map<string, number>();
  let mapped = 0;
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i];
    const next = segments[i + 1];
    const end = next && next.generatedLine === s.generatedLine ? next.generatedColumn : (lines[s.generatedLine - 1] ?? '').length;
    const name = s.source ? owner(s.source) : '(bundler glue)';
    by.set(name, (by.get(name) ?? 0) + end - s.generatedColumn);
    mapped += end - s.generatedColumn;
  }
  if (code.length > mapped) by.set('(bundler glue)', (by.get('(bundler glue)') ?? 0) + code.length - mapped);
  return by;
}

const pages = pageFiles(dist);
const sizes = new Map<string, number>();
for (const { screenFiles } of pages) for (const f of screenFiles) if (!sizes.has(f)) sizes.set(f, gz(f));
const name = (file: string) => file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '.js');
const total = (files: string[]) => files.reduce((sum, f) => sum + sizes.get(f)!, 0);

const out = [
  '# What each page\'s JavaScript is made of',
  '',
  'Written by `npm run size:report` (a real-server production build with hidden source maps). "Before first paint" = the',
  'scripts a first visit to the page fetches before the page can render: the entry and index.html\'s preloads, for a',
  'logged-in page TanStack Query and the HTTP calls (the session check, awaited before the layout renders, whose answer is',
  'read by a generated parser: zod and the validators load only for an answer it does not accept), and the router\'s',
  'code-split chunks of the page\'s routes, each with its static imports',
  '(scripts/measure/page-files.ts). Lazy parts (the balance chart, Sentry, sounds) are not',
  'counted. A page whose screen loads after its first paint (src/app/5-first-paint/lazy-page.tsx: the header and the page\'s heading',
  'paint first, then the screen is requested) also shows the JS with its screen, needed before the screen paints.',
  'A returning player\'s very first paint of a logged-in page needs no script at all: index.html\'s prerendered shell (the',
  'header and the page\'s heading, scripts/build/vite/prerender-login.ts) paints before the scripts are requested; the figures',
  'here are what the app needs to replace that shell with the live page.',
  'Budgets: scripts/measure/size-budget.ts, part of `npm test`.',
  '',
  '| page | JS before first paint (gzip) | with its screen | chunks (screen\'s own after the +) |',
  '|---|---|---|---|',
  ...pages.map(({ page, files, screenFiles }) => {
    const screen = screenFiles.filter((f) => !files.includes(f));
    return `| ${page} | ${kb(total(files))} | ${screen.length ? kb(total(screenFiles)) : '='} | ${files.map(name).sort().join(', ')}${screen.length ? ` + ${screen.map(name).sort().join(', ')}` : ''} |`;
  }),
  '',
  '## Chunks',
  '',
  'Minified bytes per source package or folder, traced through the source maps (gzip is per chunk; the share of a row is',
  'about its share of the minified bytes).',
  '',
];
for (const file of [...sizes.keys()].sort((a, b) => sizes.get(b)! - sizes.get(a)!)) {
  const by = [...bytesByOwner(file)].sort((a, b) => b[1] - a[1]);
  const raw = by.reduce((s, [, b]) => s + b, 0);
  const shown = by.filter(([, b]) => b >= 512);
  const rest = by.length - shown.length;
  out.push(`### ${name(file)}: ${kb(sizes.get(file)!)} gzip, ${kb(raw)} minified`, '');
  out.push(...shown.map(([owner, b]) => `- ${kb(b)} ${owner}`));
  if (rest) out.push(`- ${kb(by.slice(shown.length).reduce((s, [, b]) => s + b, 0))} in ${rest} smaller`);
  out.push('');
}
writeFileSync('perf/size.md', out.join('\n'));
for (const { page, files } of pages) console.log(`  ${kb(total(files)).padStart(9)}  ${page}`);
console.log('perf/size.md written');
