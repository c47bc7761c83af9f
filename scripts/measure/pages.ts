// The route manifest (src/shared/routing/pages.json) for the scripts: every route of the router's tree
// by its id (as TanStack Router names it: a logged-in page sits under the `/_protected` layout), with
// what the scripts need of it. A route file below src/app/routes without an entry, or an entry without
// its file, fails src/app/pages-manifest.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** An entry of the manifest: where a returning player lands, its place in the header menu, its page slice. */
type ManifestEntry = { landing?: boolean | null; menu?: number | null; screen?: string | null };

const MANIFEST: Record<string, ManifestEntry> = JSON.parse(readFileSync(join(import.meta.dirname, '../../src/shared/routing/pages.json'), 'utf8'));
const LAYOUT = '/_protected';

/**
 * The route file below src/app/routes for a route id, by the router's flat-file naming:
 * `/` → `index.tsx`, `/auth` → `auth.tsx`, `/_protected/gameWindow/$betAmount` → `_protected/gameWindow.$betAmount.tsx`.
 */
export function routeFileOf(id: string): string {
  if (id === '/') return 'index.tsx';
  const inLayout = id.startsWith(`${LAYOUT}/`);
  const rest = inLayout ? id.slice(LAYOUT.length + 1) : id.slice(1);
  return `${inLayout ? `${LAYOUT.slice(1)}/` : ''}${rest.replaceAll('/', '.')}.tsx`;
}

/** Every route in the manifest's order (the order the size report and `npm run perf` list pages in). */
/** A route of the manifest as the scripts read it. */
export type Page = { id: string; path: string; loggedIn: boolean; file: string; landing: boolean; menu: number | undefined; screen: string | undefined };

export const PAGES: Page[] = Object.entries(MANIFEST).map(([id, entry]) => {
  const loggedIn = id.startsWith(`${LAYOUT}/`);
  return {
    id,
    path: loggedIn ? id.slice(LAYOUT.length) : id,
    loggedIn,
    file: routeFileOf(id),
    landing: entry.landing === true,
    menu: typeof entry.menu === 'number' ? entry.menu : undefined,
    screen: typeof entry.screen === 'string' ? entry.screen : undefined,
  };
});
