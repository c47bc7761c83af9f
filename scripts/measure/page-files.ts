// The JS each page needs before its first paint, from a production build: what the login page's
// first load fetches (first-load-files.ts: the entry, index.html's preloads, their static imports),
// plus, for a logged-in page, the router's app (src/app/4-router/app.tsx: the login page's first load has
// only its own entry, src/app/3-login/login-app.tsx), TanStack Query (the /_protected guard awaits the client and the
// session check: the HTTP calls with the generated parser of its answer, src/shared/api/http-calls.ts;
// not the zod validators, which load only for an answer that parser does not accept) and the
// router's code-split component modules of the page's routes (`?tsr-split=component`, found in the
// build's `.vite/chunks.json`, scripts/build/vite/chunk-modules.ts), each with its static imports. Route
// loaders that only start a read (src/app/4-router/preload-list.ts) and lazy parts (chart, Sentry, sounds)
// load after the first paint and are not counted.
// One definition for the per-page budget (scripts/measure/size-budget.ts) and `npm run size:report`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGES as ROUTES } from './pages';
import { firstLoadFiles, type ManifestChunk } from './first-load-files';

/**
 * The login page and every logged-in page of the route manifest (src/shared/routing/pages.json), with
 * the route files the router renders (below src/app/routes) and, for a page whose screen loads after
 * its shell (src/app/5-first-paint/lazy-page.tsx), that screen's page slice: the route chunk imports it dynamically,
 * so it is not before the first paint; `screenFiles` adds it.
 */
export const PAGES: { page: string; routes: string[]; modules: string[]; screen: string | undefined; loggedIn: boolean }[] = [
  { page: '/auth', routes: [], modules: ['src/app/3-login/login-app.tsx'], screen: undefined, loggedIn: false },
  ...ROUTES.filter((route) => route.loggedIn).map(({ path, file, screen }) => ({
    page: path,
    routes: ['_protected.tsx', file],
    modules: ['src/app/4-router/app.tsx', 'src/app/4-router/query.tsx', 'src/shared/api/http-calls.ts'],
    screen: screen && `src/pages/${screen}/index.ts`,
    loggedIn: true,
  })),
];

/**
 * @param dist a build folder with `.vite/manifest.json`, `.vite/chunks.json` and index.html
 * @returns each page's JS files before its
 *   first paint, and with the screen that loads after its shell (the same list for a page without one), relative to `dist`
 * @throws Error when a page's route module is in no chunk (a page of the manifest has no route file, or the build changed)
 */
export function pageFiles(dist: string): { page: string; loggedIn: boolean; files: string[]; screenFiles: string[] }[] {
  const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const chunks: Record<string, { imports: string[]; modules: Record<string, number> }> = JSON.parse(readFileSync(join(dist, '.vite/chunks.json'), 'utf8'));
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const first = [...firstLoadFiles(manifest, html).files].filter((f) => f.endsWith('.js'));
  const chunkOf = (module: string) => {
    const file = Object.keys(chunks).find((f) => Object.keys(chunks[f].modules).includes(module));
    if (!file) throw new Error(`page files: no chunk holds ${module}; check the route manifest and scripts/measure/page-files.ts`);
    return file;
  };
  const closure = (start: string[], into: Set<string>) => {
    const stack = [...start];
    while (stack.length) {
      const file = stack.pop()!;
      if (into.has(file)) continue;
      into.add(file);
      stack.push(...(chunks[file]?.imports ?? []));
    }
    return into;
  };
  return PAGES.map(({ page, routes, modules, screen, loggedIn }) => {
    const roots = [...routes.map((r) => `src/app/routes/${r}?tsr-split=component`), ...modules].map(chunkOf);
    const files = [...closure(roots, new Set(first))].filter((f) => f.endsWith('.js'));
    const screenFiles = screen ? [...closure([chunkOf(screen)], new Set(files))].filter((f) => f.endsWith('.js')) : files;
    return { page, loggedIn, files, screenFiles };
  });
}
