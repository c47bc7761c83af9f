// Language budget: the gzipped bytes the languages add to what the login page loads — the i18n
// library's runtime (Paraglide), the compiled messages the login page uses (each in its three texts),
// the language model and the switch — stay under the budget below.
// Needs a build with hidden source maps (CARTELA_SOURCEMAP=hidden): each byte of a loaded chunk is
// traced to its source module, the bytes of the language modules are cut out and gzipped together.
// Gzipped apart from the rest, they compress worse than inside their chunks: the figure is an upper
// bound of their cost.
// Usage: npx tsx scripts/measure/i18n-cost.ts [distDir] [--report]  (--report: also writes the perf:i18n section
// of perf/report.md, for the committed figures of a final run)
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { eachMapping, TraceMap, type EachMapping } from '@jridgewell/trace-mapping';
import { writeSection } from './report-section';
import { firstLoadFiles, type ManifestChunk } from './first-load-files';

const dist = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'dist';
const BUDGET_KB = 6;
/** The language modules: Paraglide's runtime and messages, the language model, the switch. */
const LANGUAGE_SOURCE = /src\/shared\/i18n\/(?!.*\.test\.)|src\/features\/language-switch\//;

/**
 * The text of `code` each source module produced, by source path.
 * @param code a built chunk
 * @param map its source map (JSON)
 */
function textBySource(code: string, map: string): Map<string, string> {
  const lines = code.split('\n');
  const segments: EachMapping[] = [];
  eachMapping(new TraceMap(map), (m) => segments.push(m));
  const bySource = new Map<string, string>();
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    const next = segments[i + 1];
    const line = lines[segment.generatedLine - 1] ?? '';
    const end = next && next.generatedLine === segment.generatedLine ? next.generatedColumn : line.length;
    const source = segment.source ?? '(none)';
    bySource.set(source, (bySource.get(source) ?? '') + line.slice(segment.generatedColumn, end));
  }
  return bySource;
}

const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const scripts = [...firstLoadFiles(manifest, html).files].filter((file) => file.endsWith('.js'));
let language = '';
let loaded = 0;
const sources = new Map<string, number>();
for (const file of scripts) {
  const code = readFileSync(join(dist, file), 'utf8');
  loaded += gzipSync(code, { level: 9 }).length / 1024;
  // rolldown's own runtime chunk has no source and no map
  if (!existsSync(join(dist, `${file}.map`))) continue;
  for (const [source, text] of textBySource(code, readFileSync(join(dist, `${file}.map`), 'utf8'))) {
    if (!LANGUAGE_SOURCE.test(source)) continue;
    language += text;
    const name = source.replace(/^.*?src\//, 'src/');
    sources.set(name, (sources.get(name) ?? 0) + text.length);
  }
}
const gz = (text: string) => gzipSync(text, { level: 9 }).length / 1024;
const messages = [...sources.keys()].filter((s) => /paraglide\/messages\/(?!_index)/.test(s));
const messageBytes = messages.reduce((sum, s) => sum + sources.get(s)!, 0);
const rows: [string, number][] = [
  ...[...sources].filter(([s]) => !messages.includes(s)).sort((a, b) => b[1] - a[1]),
  [`${messages.length} compiled messages (src/shared/i18n/paraglide/messages/*)`, messageBytes],
];
for (const [source, bytes] of rows) console.log(`  ${(bytes / 1024).toFixed(1).padStart(6)} KB raw  ${source}`);
const kb = gz(language);
const summary = `the languages add ${kb.toFixed(1)} KB gzipped to the login page's ${loaded.toFixed(1)} KB (budget ${BUDGET_KB} KB; ${(language.length / 1024).toFixed(1)} KB minified)`;
console.log(`i18n cost: ${summary}`);
if (process.argv.includes('--report')) {
  const commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
  const table = ['| module | minified |', '|---|---|', ...rows.map(([source, bytes]) => `| ${source} | ${(bytes / 1024).toFixed(1)} KB |`)];
  writeSection(
    'perf/report.md',
    'i18n',
    [
      `Languages on the login page (\`npm run size:i18n\`, a real-server build with hidden source maps): ${summary}. The language modules' bytes, traced through the source maps, are gzipped together apart from their chunks (an upper bound of their cost).`,
      '',
      ...table,
      '',
      `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit}.`,
    ].join('\n'),
  );
}
if (!messages.length) {
  console.error('i18n cost: no compiled message traced in what the login page loads; build with CARTELA_SOURCEMAP=hidden, check LANGUAGE_SOURCE');
  process.exit(1);
}
if (kb > BUDGET_KB) process.exit(1);
