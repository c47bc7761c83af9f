import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, expectTypeOf, test } from 'vitest';
import type { PageId } from '@/shared/routing';
import { PAGES } from '../../scripts/measure/pages';
import type { FileRoutesById } from './routeTree.gen';

const ROUTES = join(import.meta.dirname, 'routes');
/** The route files below src/app/routes that render a page (not the root, nor a layout with children). */
function pageRouteFiles(dir = ROUTES): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pageRouteFiles(path);
    const file = relative(ROUTES, path);
    const isLayout = readdirSync(dir).includes(entry.name.replace(/\.tsx$/, ''));
    return entry.name === '__root.tsx' || isLayout ? [] : [file];
  });
}

describe('the route manifest (src/shared/routing/pages.json)', () => {
  test("names every route of the router's tree, and only those", () => {
    expectTypeOf<PageId>().toEqualTypeOf<Exclude<keyof FileRoutesById, '__root__' | '/_protected'>>();
    expect(PAGES.map((page) => page.file).sort()).toEqual(pageRouteFiles().sort());
  });
});
