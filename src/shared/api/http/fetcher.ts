import { API_BASE_URL } from '@/shared/config';
import { m } from '@/shared/i18n';
import { endSessionAtLogin } from '../session-end';
import { takeEarlyGet } from '@/shared/lib/network';
import { readToken } from './token';

/** How long (ms) any HTTP call, money calls included, waits for a complete answer before giving up. */
export const HTTP_TIMEOUT_MS = 15_000;

/**
 * A failed HTTP call: the server's body (spec §7: "each call throws the server's response body")
 * with `message` taken from its `message` field, or `error` for signup.
 * - `status`: the HTTP status, 0 when no answer arrived (network error or time-out).
 * - `noAnswer`: true when the call ended without a server answer (network error, time-out) or with a
 *   5xx status; the server may then have carried the request out, so a money screen says "Not
 *   confirmed" rather than "failed". False for 4xx answers and for 2xx answers with an invalid body.
 */
export class ApiError extends Error {
  readonly noAnswer: boolean;

  constructor(
    readonly status: number,
    readonly body: unknown,
    fallback: string,
  ) {
    const b = body as { message?: unknown; error?: unknown } | null;
    const text = typeof b?.message === 'string' ? b.message : typeof b?.error === 'string' ? b.error : fallback;
    super(text);
    this.name = 'ApiError';
    this.noAnswer = status === 0 || status >= 500;
  }
}

let baseUrl = API_BASE_URL;

/** Points the HTTP client at another base URL ending in `/api` (contract tests, tools). */
export function setApiBaseUrl(url: string): void {
  baseUrl = url.replace(/\/+$/, '');
}

/** Calls that never carry the bearer token (spec §6: phone verification and password reset). */
// the proposed Telegram sign-in and phone verification: their 401 refuses the Telegram data, it ends no session
const TELEGRAM_SIGN_IN = ['/users/telegram_login/', '/users/telegram_link/', '/users/telegram_verify_phone/'];
const NO_AUTH = ['/users/verify_phone', '/users/validate_phone', '/users/pwd_change_request', '/users/reset_pwd', ...TELEGRAM_SIGN_IN];

// Safari before 17.4 has no AbortSignal.any and before 16 no AbortSignal.timeout; without these
// fallbacks every call that TanStack Query gives a signal would throw there.
function timeoutSignal(ms: number): AbortSignal {
  if (typeof AbortSignal.timeout === 'function') return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms);
  return controller.signal;
}

function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const s of signals) {
    if (s.aborted) {
      controller.abort(s.reason);
      break;
    }
    s.addEventListener('abort', () => controller.abort(s.reason), { once: true });
  }
  return controller.signal;
}

/** `promise`, or the signal's reason once it aborts first (an answer started before the call has no signal of its own). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (!text) return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * orval's mutator: prefixes the API base URL, adds `Authorization: Bearer {token}` (spec §6),
 * gives up after HTTP_TIMEOUT_MS (combined with the caller's `init.signal`, if any), applies the
 * 401/403 rule whatever the body (spec §6, §8), and returns `{ data, status, headers }`.
 * @throws ApiError on a network failure or time-out (status 0), a non-JSON answer or a non-2xx
 *   answer; see ApiError.noAnswer. The caller's own abort rejects with the caller's abort reason.
 */
export const customFetch = async <T>(url: string, init?: RequestInit): Promise<T> => {
  const headers = new Headers(init?.headers);
  const token = readToken();
  if (token && !NO_AUTH.some((p) => url.startsWith(p))) headers.set('Authorization', `Bearer ${token}`);
  const timeout = timeoutSignal(HTTP_TIMEOUT_MS);
  const callerSignal = init?.signal ?? undefined;
  const signal = callerSignal ? anySignal([callerSignal, timeout]) : timeout;
  let response: Response;
  let text: string;
  try {
    // the session check the entry started beside the app chunk (src/app/2-early-read/early-read.ts), when this is that request
    const early = (init?.method ?? 'GET') === 'GET' ? takeEarlyGet(`${baseUrl}${url}`, headers.get('Authorization')) : undefined;
    response = await (early ? untilAborted(early, signal) : fetch(`${baseUrl}${url}`, { ...init, headers, signal }));
    // the time-out covers the body too: a server that stalls mid-answer has not answered
    text = await (early ? untilAborted(response.text(), signal) : response.text());
  } catch (error) {
    if (timeout.aborted) throw new ApiError(0, null, m.common_no_answer_in_time());
    if (callerSignal?.aborted) throw error;
    throw new ApiError(0, null, m.common_network_error());
  }
  const parsed = parseJson(text);
  // before the body is judged: a proxy's HTML login or error page must still end the session
  if ((response.status === 401 || response.status === 403) && !TELEGRAM_SIGN_IN.some((p) => url.startsWith(p))) {
    // spec §2.1/§8: the token (and everything of the player on the device) goes, full page to /auth
    endSessionAtLogin();
    throw new ApiError(response.status, parsed.ok ? parsed.value : text, m.common_session_ended());
  }
  if (!parsed.ok) throw new ApiError(response.status, text, m.common_unexpected_answer_status({ status: response.status }));
  if (!response.ok) throw new ApiError(response.status, parsed.value, m.common_request_failed({ status: response.status }));
  return { data: parsed.value, status: response.status, headers: response.headers } as T;
};
