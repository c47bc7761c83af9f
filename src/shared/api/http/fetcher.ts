import { API_BASE_URL } from '@/shared/config';
import { readToken, removeToken } from './token';

/**
 * A failed HTTP call: the server's body (spec §7: "each call throws the server's response body")
 * with `message` taken from its `message` field, or `error` for signup.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    fallback: string,
  ) {
    const b = body as { message?: unknown; error?: unknown } | null;
    const text = typeof b?.message === 'string' ? b.message : typeof b?.error === 'string' ? b.error : fallback;
    super(text);
    this.name = 'ApiError';
  }
}

let baseUrl = API_BASE_URL;

/** Points the HTTP client at another base URL ending in `/api` (contract tests, tools). */
export function setApiBaseUrl(url: string): void {
  baseUrl = url.replace(/\/+$/, '');
}

/** Calls that never carry the bearer token (spec §6: phone verification and password reset). */
const NO_AUTH = ['/users/verify_phone', '/users/validate_phone', '/users/pwd_change_request', '/users/reset_pwd'];

/** Spec §2.1/§8: on 401/403 the token is removed and the browser goes to `/auth` by full page load. */
function sendToLogin(): void {
  if (typeof window === 'undefined' || window.location.pathname === '/auth') return;
  const back = window.location.pathname + window.location.search;
  window.location.assign(`/auth?redirect=${encodeURIComponent(back)}`);
}

/**
 * orval's mutator: prefixes the API base URL, adds `Authorization: Bearer {token}` (spec §6),
 * applies the 401/403 rule, and returns `{ data, status, headers }`.
 * @throws ApiError for network failures (status 0), non-JSON answers and non-2xx answers
 */
export const customFetch = async <T>(url: string, init?: RequestInit): Promise<T> => {
  const headers = new Headers(init?.headers);
  const token = readToken();
  if (token && !NO_AUTH.some((p) => url.startsWith(p))) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${url}`, { ...init, headers });
  } catch {
    throw new ApiError(0, null, 'Network error. Please check your connection and try again.');
  }
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      throw new ApiError(response.status, text, `Unexpected answer from the server (${response.status}).`);
    }
  }
  if (response.status === 401 || response.status === 403) {
    removeToken();
    sendToLogin();
    throw new ApiError(response.status, body, 'Your session has ended. Please log in again.');
  }
  if (!response.ok) throw new ApiError(response.status, body, `Request failed (${response.status}). Please try again.`);
  return { data: body, status: response.status, headers: response.headers } as T;
};
