// `npm run perf`: Lighthouse (mobile, simulated throttling, median of 3 runs) on a real-server build
// served as deployed (deploy/nginx: brotli and gzip files made at build time, tests/e2e/nginx.ts), against the Node mock provider: `/auth` and every logged-in page of
// the route manifest (src/shared/routing/pages.json; /gameWindow/10
// reloaded in the middle of a game, /autoBoardSelector/<id> and /autoGamePlay/<id> of a scheduled game
// with a bought board). Prints the table and writes it into
// perf/report.md between `<!-- perf:lighthouse -->` and `<!-- /perf:lighthouse -->`.
// `--pages /stake,/gameWindow` measures only the pages whose path starts with one of these (and then
// leaves the report alone unless PERF_WRITE=1).
// PERF_PORT_BASE (default 4300): the provider listens on it, nginx on the next port. PERF_SERVER=preview serves
// the build with `vite preview` instead, which compresses each answer as it sends it, in the process that also
// runs the provider and Lighthouse: on two cores that work competes with the page measured.
// PERF_RUNS (default 3); PERF_SKIP_BUILD=1 reuses dist-perf (PERF_OUT_DIR: another folder, e.g. an older build to compare); PERF_ONLY_AUTH=1 measures /auth alone (and
// leaves the report alone); PERF_NOTE: a sentence added to the machine note (e.g. other load on it);
// PERF_TRACE=1: each run's trace too, with the V8 sampling profiler (`<out>/trace-<page>-runN.json`; PERF_TRACE=plain:
// without the profiler, whose sampling lengthens every task; build with
// CARTELA_SOURCEMAP=hidden to map it back to the sources), to see what a page's long tasks run;
// CHROME_PATH (default /usr/bin/chromium).
// `--spec-only` (`npm run perf:spec`): the provider offers only the spec's calls (MOCK_WORLD proposedOff and
// acksOff: every proposed call answers 501, no proposed acks); its table goes into the report's
// `lighthouse-spec-only` section, and a logged-in page under SPEC_ONLY_MIN_SCORE fails the run (exit 1).
import { execSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, loadavg, totalmem } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { build, preview } from 'vite';
import { resolveAutoConfig, resolveMockConfig, startProviderServer } from '@mock-provider/node';
import type { LoggedInPagePath } from '@/shared/routing';
import { PAGES as ROUTES } from './pages';
import { figuresOf, medianFigures, networkItems, perfTable, type PerfFigures } from './perf-table';
import { writeSection } from './report-section';
import { serveWithNginx } from '../../tests/e2e/nginx';
import { chromiumArgs } from './chromium-args';

const OUT_DIR = process.env.PERF_OUT_DIR ?? 'dist-perf';
const BASE = Number(process.env.PERF_PORT_BASE ?? 4300);
const PROVIDER = `http://127.0.0.1:${BASE}`;
const APP = `http://127.0.0.1:${BASE + 1}`;
const RUNS = Number(process.env.PERF_RUNS ?? 3);
const STAKE = 10;
const SPEC_ONLY = process.argv.includes('--spec-only');
/** The least performance score of a logged-in page against a spec-only server (`--spec-only`). */
const SPEC_ONLY_MIN_SCORE = 98;
// the browser flags this machine needs (toolchain.md item 3), as the browser tests use them
const CHROME_FLAGS = chromiumArgs();

async function buildApp() {
  Object.assign(process.env, {
    VITE_API_MOCKING: 'false',
    VITE_API_BASE_URL: `${PROVIDER}/api`,
    VITE_SOCKET_URL: PROVIDER,
    VITE_PAYMENT_HOSTS: PROVIDER,
    CARTELA_OUT_DIR: OUT_DIR,
  });
  rmSync(OUT_DIR, { recursive: true, force: true });
  await build({ logLevel: 'warn', mode: 'production' });
}

/** The body bytes the server sends for `url` when the browser accepts gzip (and its encoding). */
function servedBytes(url: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () => resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const encodings = new Map<string, string>();
/** The gzipped bytes of the app's scripts a run loaded (`servedBytes` of each). */
async function scriptBytes(lhr: Result): Promise<number> {
  const scripts = networkItems(lhr).filter((i) => i.resourceType === 'Script' && i.url.startsWith(APP));
  let total = 0;
  for (const s of scripts) {
    const { bytes, encoding } = await servedBytes(s.url);
    encodings.set(s.url, encoding);
    total += bytes;
  }
  return total;
}

const mock = (action: string) => fetch(`${PROVIDER}/__mock/${action}`, { method: 'POST' }).then((r) => r.json());
/** The scheduled games the provider has opened, soonest first. */
const autoGameIds = () => fetch(`${PROVIDER}/__mock/auto/games`).then((r) => r.json() as Promise<string[]>);

/** Clicks the element with this ARIA role and accessible name. */
const click = (page: Page, role: string, name: string) => page.locator(`::-p-aria([name="${name}"][role="${role}"])`).click();
const waitForPath = (page: Page, path: string) => page.waitForFunction((p) => location.pathname === p, { timeout: 30_000 }, path);

async function logIn(page: Page) {
  await page.goto(`${APP}/auth`);
  // the prerendered login form is inert until the app has hydrated it (what is typed before is lost)
  await page.waitForFunction(() => document.getElementById('root')?.inert === false, { timeout: 30_000 });
  await page.locator('::-p-aria([name="Phone number"][role="textbox"])').fill('0911000001');
  await page.locator('::-p-aria([name="Password"][role="textbox"])').fill('cartela123');
  await click(page, 'button', 'Login');
  await waitForPath(page, '/gameType');
}

/** Joins the stake-10 game with two boards, starts it and has ten numbers called. */
async function enterGameWithCalls(page: Page) {
  await page.goto(`${APP}/stake`);
  await click(page, 'button', `Play stake ${STAKE} ETB`);
  await waitForPath(page, '/boardSelector');
  for (const id of [1, 2]) await click(page, 'button', `Board ${id}`);
  await click(page, 'button', 'Start');
  await waitForPath(page, `/gameWindow/${STAKE}`);
  await mock(`start-now?betAmount=${STAKE}`);
  for (let i = 0; i < 10; i++) await mock(`call-next?betAmount=${STAKE}`);
  await page.waitForSelector('[data-latest]');
}

/** Chooses stake 10 on /stake, so /boardSelector (reloaded by Lighthouse) has its stake. */
async function chooseStake(page: Page) {
  await page.goto(`${APP}/stake`);
  await click(page, 'button', `Play stake ${STAKE} ETB`);
  await waitForPath(page, '/boardSelector');
}

/** Buys board 1 of the soonest scheduled game (the picker's Amharic spec labels) and enters its play screen; its id. */
async function buyScheduledBoard(page: Page): Promise<string> {
  const [gameId] = await autoGameIds();
  if (!gameId) throw new Error('the provider opened no scheduled game');
  await page.goto(`${APP}/autoBoardSelector/${gameId}`);
  await click(page, 'button', 'Board 1');
  await click(page, 'button', 'ይግዙ');
  await page.locator('::-p-aria([name="አሁን ይግዙ"][role="button"])').click();
  await click(page, 'button', 'ይግቡ');
  await waitForPath(page, `/autoGamePlay/${gameId}`);
  return gameId;
}

/**
 * What measuring a page needs besides its path, for the login page and every logged-in page of the
 * route manifest (src/shared/routing/pages.json): `path` for a route with a
 * parameter, `setup` to run before the first run of its page (in the same Chrome profile). The pages
 * are measured in the manifest's order.
 */
let scheduledGame = '';
const MEASURE: Record<'/auth' | LoggedInPagePath, { path?: () => string; setup?: (page: Page) => Promise<void> }> = {
  '/auth': {},
  '/gameType': { setup: logIn },
  '/stake': {},
  '/boardSelector': { setup: chooseStake },
  '/gameWindow/$betAmount': { path: () => `/gameWindow/${STAKE}`, setup: enterGameWithCalls },
  '/autoGames': {},
  '/autoBoardSelector/$gameId': { path: () => `/autoBoardSelector/${scheduledGame}`, setup: async () => void (scheduledGame = (await autoGameIds())[0] ?? '') },
  '/autoGamePlay/$gameId': { path: () => `/autoGamePlay/${scheduledGame}`, setup: async (page) => void (scheduledGame = await buyScheduledBoard(page)) },
  '/addBalance': {},
  '/transactionHistory': {},
  '/gameHistory': {},
  '/limits': {},
  '/profile': {},
  '/invite': {},
  '/instructions': {},
  '/support': {},
  '/terms': {},
};
/** The pages in the order measured. */
const PAGES = ROUTES.filter((route) => route.path === '/auth' || route.loggedIn).map(({ path }) => {
  const { path: concrete, setup } = MEASURE[path as keyof typeof MEASURE];
  if (!concrete && path.includes('$')) throw new Error(`perf: ${path} takes a parameter; give MEASURE its path`);
  return { path: concrete ?? path, setup };
});

/** `--pages /a,/b` → the prefixes to measure (none: every page). */
function pageFilter(): string[] {
  const i = process.argv.indexOf('--pages');
  return i >= 0 ? (process.argv[i + 1] ?? '').split(',').filter(Boolean) : [];
}

/**
 * Lighthouse's own reset before each run clears the HTTP cache, service workers and Cache Storage of
 * the origin (a true first load) but keeps local and session storage: the stored session and the
 * tab's saved game stay, which is how a logged-in player reopens the app.
 */
const FLAGS: Flags = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'best-practices'],
  formFactor: 'mobile',
  throttlingMethod: 'simulate',
  ...(process.env.PERF_TRACE && process.env.PERF_TRACE !== 'plain' ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
};

async function measure(page: Page, path: string): Promise<PerfFigures[]> {
  const runs: PerfFigures[] = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(`${APP}${path}`, FLAGS, undefined, page as never);
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
    if (new URL(lhr.finalDisplayedUrl).pathname !== path) throw new Error(`${path} ended on ${lhr.finalDisplayedUrl}`);
    // each run's full result, to look into (dist-perf is not committed): a median can hide the run that shifted
    writeFileSync(`${OUT_DIR}/lighthouse${path.replaceAll('/', '-')}${i ? `-run${i + 1}` : ''}.json`, JSON.stringify(lhr));
    if (process.env.PERF_TRACE) writeFileSync(`${OUT_DIR}/trace${path.replaceAll('/', '-')}-run${i + 1}.json`, JSON.stringify((result.artifacts as unknown as { Trace: unknown }).Trace));
    const figures = figuresOf(lhr, await scriptBytes(lhr));
    console.log(`  ${path} run ${i + 1}: perf ${figures.performance}, LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms`);
    runs.push(figures);
  }
  return runs;
}

function machineNote(): string {
  const commit = (() => {
    try {
      return execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim() + (execSync('git status --porcelain', { encoding: 'utf8' }).trim() ? ' (with uncommitted changes)' : '');
    } catch {
      return 'unknown';
    }
  })();
  const chrome = execSync(`"${process.env.CHROME_PATH ?? '/usr/bin/chromium'}" --version`, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  return `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit}; ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}, ${chrome}, Lighthouse 12.8.2`;
}

async function main() {
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
  const loadAtStart = loadavg()[0];
  if (!process.env.PERF_SKIP_BUILD) await buildApp();
  const provider = await startProviderServer(BASE, resolveMockConfig({ countdownMs: 600_000, callIntervalMs: 0, bots: 0, seed: 7 }), resolveAutoConfig({ firstStartMs: 600_000, spacingMs: 600_000, callIntervalMs: 0, bots: 0 }), {
    world: SPEC_ONLY ? { proposedOff: true, acksOff: true } : {},
  });
  const stopApp =
    process.env.PERF_SERVER === 'preview'
      ? await preview({ logLevel: 'warn', build: { outDir: OUT_DIR }, preview: { host: '127.0.0.1', port: BASE + 1, strictPort: true } }).then((server) => () => server.close())
      : await serveWithNginx(OUT_DIR, BASE + 1);
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    const rows: { page: string; figures: PerfFigures }[] = [];
    const failed: string[] = [];
    const page = await browser.newPage();
    const only = process.env.PERF_ONLY_AUTH ? ['/auth'] : pageFilter();
    const wanted = (path: string) => !only.length || only.some((prefix) => path.startsWith(prefix));
    const loggedInWanted = PAGES.slice(1).some((p) => typeof p.path !== 'string' || wanted(p.path));
    for (const [index, entry] of PAGES.entries()) {
      // a logged-in page's setup (logging in, the game) runs even when the page itself is filtered out
      if (entry.setup && (index === 0 || loggedInWanted)) await entry.setup(page);
      const path = typeof entry.path === 'string' ? entry.path : entry.path();
      if (!wanted(path)) continue;
      try {
        rows.push({ page: path, figures: medianFigures(await measure(page, path)) });
      } catch (error) {
        // one page that cannot be measured (e.g. it ended on another page) leaves the others' figures
        console.error(`  ${path}: not measured: ${(error as Error).message}`);
        failed.push(path);
      }
    }
    if (only.length && !process.env.PERF_WRITE) return console.log(`\n${perfTable(rows)}\n`);
    const plain = [...encodings.entries()].filter(([, e]) => e !== 'gzip').map(([u]) => u.replace(APP, ''));
    const served = process.env.PERF_SERVER === 'preview' ? '`vite preview` (gzip made per answer)' : 'deploy/nginx, as deployed (brotli and gzip files made at build time)';
    const table = perfTable(rows);
    const below = rows.filter((r) => r.page !== '/auth' && r.figures.performance < SPEC_ONLY_MIN_SCORE).map((r) => `${r.page} (${r.figures.performance})`);
    const section = [
      `Median of ${RUNS} Lighthouse runs per page (mobile, simulated throttling) of a real-server build served by ${served}, against \`npm run provider\`'s mock provider${SPEC_ONLY ? ' offering only the spec\'s calls (MOCK_WORLD `proposedOff` and `acksOff`: every proposed call answers 501, no proposed acks)' : ''}. ` +
        `Logged in = the stored session of the same Chrome profile; \`/gameWindow/${STAKE}\` is reloaded in a game with ten calls made; the scheduled pages are those of the provider's soonest scheduled game, \`/autoGamePlay\` with board 1 bought. ` +
        `JS = the gzipped bodies of the scripts the page loaded${plain.length ? ` (${plain.length} small ${plain.length === 1 ? 'file' : 'files'} sent uncompressed)` : ''}; requests and transfer count everything, API and socket included.`,
      '',
      table,
      '',
      ...(failed.length ? [`Not measured (see the run's output): ${failed.join(', ')}.`, ''] : []),
      ...(SPEC_ONLY ? [`Budget: every logged-in page scores at least ${SPEC_ONLY_MIN_SCORE} for performance: ${below.length ? `**missed** by ${below.join(', ')}` : 'met'}.`, ''] : []),
      `Measured ${machineNote()}; load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end (simulated throttling scales the tasks the run observed, so a busy machine raises TBT and LCP).${process.env.PERF_NOTE ? ` ${process.env.PERF_NOTE}` : ''}`,
    ].join('\n');
    console.log(`\n${table}\n`);
    writeSection('perf/report.md', SPEC_ONLY ? 'lighthouse-spec-only' : 'lighthouse', section);
    console.log('perf/report.md written');
    if (SPEC_ONLY && below.length) console.error(`under ${SPEC_ONLY_MIN_SCORE}: ${below.join(', ')}`);
    if (failed.length || (SPEC_ONLY && below.length)) process.exitCode = 1;
  } finally {
    await browser.disconnect();
    chrome.kill();
    await stopApp();
    await provider.close();
  }
}

await main();
