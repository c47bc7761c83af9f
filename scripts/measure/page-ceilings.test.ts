import { describe, expect, test } from 'vitest';
import { PAGE_CEILING_KB } from './page-ceilings';
import { PAGES } from './page-files';

describe('PAGE_CEILING_KB (the size budget of each logged-in page)', () => {
  test('every logged-in page of the route manifest has a ceiling, and every ceiling is a page', () => {
    const loggedIn = PAGES.filter((p) => p.loggedIn).map((p) => p.page);
    expect(Object.keys(PAGE_CEILING_KB).sort()).toEqual(loggedIn.sort());
  });
});
