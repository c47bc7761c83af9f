import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { PAGES, pageFiles } from './page-files';

/** A build folder: index.html loading the entry, the manifest of the first load, the chunks' modules. */
function fakeBuild(chunks: Record<string, { imports?: string[]; modules: string[] }>): string {
  const dist = mkdtempSync(join(tmpdir(), 'page-files-'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/app.js">');
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index.js', imports: [] }, _app: { file: 'assets/app.js' } }));
  const records = Object.fromEntries(Object.entries(chunks).map(([file, c]) => [file, { imports: c.imports ?? [], dynamicImports: [], modules: Object.fromEntries(c.modules.map((m) => [m, 1])) }]));
  writeFileSync(join(dist, '.vite/chunks.json'), JSON.stringify(records));
  return dist;
}

const route = (file: string) => `src/app/routes/${file}?tsr-split=component`;

describe('pageFiles (the JS a page needs before its first paint)', () => {
  test("a logged-in page: the first load, the router's app, Query, the HTTP calls, the layout's and its own route chunk with their static imports — not another page's, nor the HTTP validators; the login page: its own entry without the router", () => {
    const others = Object.fromEntries(
      PAGES.filter((p) => p.loggedIn && p.page !== '/stake').map((p, i) => [`assets/r${i}.js`, { modules: [route(p.routes[1]!), ...(p.screen ? [p.screen] : [])], imports: ['assets/heavy.js'] }]),
    );
    const dist = fakeBuild({
      'assets/index.js': { modules: ['src/app/1-entry/main.tsx'] },
      'assets/app.js': { modules: ['src/app/3-login/login-app.tsx'] },
      'assets/router.js': { modules: ['src/app/4-router/app.tsx', route('auth.tsx')] },
      'assets/protected.js': { modules: [route('_protected.tsx'), 'src/app/4-router/query.tsx'] },
      // the session check: the HTTP calls with its answer's generated parser; the validators and zod
      // load only for an answer that parser does not accept
      'assets/http-calls.js': { modules: ['src/shared/api/http-calls.ts'] },
      'assets/validators.js': { modules: ['src/shared/api/validators.ts'], imports: ['assets/zod.js'] },
      'assets/zod.js': { modules: ['node_modules/zod/v4/classic/schemas.js'] },
      'assets/stake.js': { modules: [route('_protected/stake.tsx')] },
      // the stake page's screen: its route chunk imports it dynamically (src/app/5-first-paint/lazy-page.tsx)
      'assets/stake-screen.js': { modules: ['src/pages/stake/index.ts'], imports: ['assets/socket.js'] },
      'assets/socket.js': { modules: ['src/shared/socket/index.ts'] },
      'assets/heavy.js': { modules: ['node_modules/uplot/dist/uPlot.esm.js'] },
      ...others,
    });
    const pages = pageFiles(dist);
    expect(pages.find((p) => p.page === '/stake')!.files.sort()).toEqual(['assets/app.js', 'assets/http-calls.js', 'assets/index.js', 'assets/protected.js', 'assets/router.js', 'assets/stake.js']);
    // the screen after the shell: counted apart, with what it imports
    expect(pages.find((p) => p.page === '/stake')!.screenFiles.sort()).toEqual(['assets/app.js', 'assets/http-calls.js', 'assets/index.js', 'assets/protected.js', 'assets/router.js', 'assets/socket.js', 'assets/stake-screen.js', 'assets/stake.js']);
    expect(pages.find((p) => p.page === '/auth')!.files.sort()).toEqual(['assets/app.js', 'assets/index.js']);
  });

  test('a route module in no chunk is an error (the page table went stale), not a smaller figure', () => {
    const dist = fakeBuild({ 'assets/index.js': { modules: ['src/app/1-entry/main.tsx'] }, 'assets/app.js': { modules: ['src/app/3-login/login-app.tsx', 'src/app/4-router/app.tsx'] } });
    expect(() => pageFiles(dist)).toThrow(/no chunk holds/);
  });
});
