import { defaultParseSearch } from '@tanstack/router-core';
import { describe, expect, test } from 'vitest';
import { parseSearch, prerenderedLoginSearch } from './auth-search';

const at = (href: string) => {
  const url = new URL(href, 'http://localhost');
  return { pathname: url.pathname, search: url.search };
};

describe('the login page entry reads /auth without the router', () => {
  test('a query reads as the router reads it (JSON values, strings as they are)', () => {
    for (const query of ['', '?redirect=%2Fstake', '?redirect=/gameWindow/10', '?ref=123', '?a=true&b=null&c=%5B1%5D', '?notice=signup', '?redirect=%22%2Fstake%22', '?x=%7Bbroken']) {
      expect(parseSearch(query), query).toEqual(defaultParseSearch(query));
    }
  });

  test('the plain login page (a redirect kept, an off-site one dropped); null for a notice, another page or a Telegram launch', () => {
    expect(prerenderedLoginSearch(at('/auth'), false)).toEqual({});
    expect(prerenderedLoginSearch(at('/auth/'), false)).toEqual({});
    expect(prerenderedLoginSearch(at('/auth?redirect=%2Fstake'), false)).toEqual({ redirect: '/stake' });
    expect(prerenderedLoginSearch(at('/auth?redirect=https%3A%2F%2Fevil.example'), false)).toEqual({});
    expect(prerenderedLoginSearch(at('/auth?notice=signup'), false)).toBeNull();
    expect(prerenderedLoginSearch(at('/signup'), false)).toBeNull();
    expect(prerenderedLoginSearch(at('/auth'), true)).toBeNull();
  });
});
