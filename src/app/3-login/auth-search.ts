import type { LoginNotice } from '@/pages/login';

/** The login page's search (spec §2.1 `?redirect=`, the notice of a finished signup or reset). */
export interface AuthSearch {
  /** An in-app path to return to after login (one leading `/`; anything else is dropped). */
  redirect?: string;
  notice?: LoginNotice;
}

/**
 * The /auth search as the page uses it, from the parsed query (values already JSON-read, as the
 * router does): a `redirect` that is not a path and an unknown `notice` are dropped. One definition for
 * the route (./routes/auth.tsx) and the login page's own entry (./login-app.tsx).
 */
export function validateAuthSearch(search: Record<string, unknown>): AuthSearch {
  return {
    ...(typeof search.redirect === 'string' && search.redirect.startsWith('/') ? { redirect: search.redirect } : {}),
    ...(search.notice === 'signup' || search.notice === 'reset' ? { notice: search.notice } : {}),
  };
}

/** A query value the router reads as JSON (its default search parser's test). */
const JSON_START = /^(?:\s|["[{\d-]|fa|nu|tr)/;

/**
 * A query string read as the router's default search parser reads it (`?a=1&b=x` → `{ a: 1, b: 'x' }`:
 * a value that parses as JSON is its JSON value), without loading the router. A repeated key keeps
 * its last value.
 */
export function parseSearch(query: string): Record<string, unknown> {
  const search: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    try {
      search[key] = JSON_START.test(value) ? JSON.parse(value) : value;
    } catch {
      search[key] = value;
    }
  }
  return search;
}

/**
 * The /auth search of `location` as the router would read it (its own query parser: values JSON-read),
 * or null when the page is not the plain login page the build prerendered: another path, a notice
 * (a message above the form), a Telegram launch (the Mini App signs in first).
 */
export function prerenderedLoginSearch(location: Pick<Location, 'pathname' | 'search'>, telegram: boolean): AuthSearch | null {
  if (telegram || !/^\/auth\/?$/.test(location.pathname)) return null;
  const search = validateAuthSearch(parseSearch(location.search));
  return search.notice ? null : search;
}
