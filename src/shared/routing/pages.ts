import type pages from './pages.json';

/*
 * The route manifest, pages.json: every route of the router's tree by its id (a logged-in page under
 * the `/_protected` layout), in the order pages are listed, with
 * - `landing`: a page a returning player lands on: the entry fetches its route chunks beside the app
 *   chunk (src/app/2-early-read/first-route.ts);
 * - `menu`: its place in the header's menu (spec §2.2);
 * - `screen`: the page slice of a screen that loads after the page's shell (src/app/5-first-paint/lazy-page.tsx).
 * The scripts read it through scripts/measure/pages.ts; the app's tables keyed by route take their keys'
 * types from here, so a page added to the manifest and not to one of them fails the type check, and
 * src/app/pages-manifest.test.ts fails for a route file without an entry.
 */
type Pages = typeof pages;

/** A route id of the manifest, e.g. `/auth`, `/_protected/gameWindow/$betAmount`. */
export type PageId = keyof Pages;

type PathOf<Id> = Id extends `/_protected${infer Path}` ? Path : Id;
type PathsWith<Field extends string, Id extends PageId = PageId> = { [K in Id]: Pages[K] extends Record<Field, unknown> ? PathOf<K> : never }[Id];
type LoggedInId = Extract<PageId, `/_protected/${string}`>;

/** The path of a logged-in page, e.g. `/invite` (`npm run perf` measures each). */
export type LoggedInPagePath = PathOf<LoggedInId>;

/** The path of a logged-in page a returning player lands on (manifest `landing`), e.g. `/gameWindow/$betAmount`. */
export type LandingPagePath = PathsWith<'landing', LoggedInId>;

/** The path of a page in the header's menu (manifest `menu`), e.g. `/invite`. */
export type MenuPagePath = PathsWith<'menu'>;
