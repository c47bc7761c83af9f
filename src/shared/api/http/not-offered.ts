import { ApiError, customFetch } from './fetcher';

/**
 * The reads this device's server said it does not offer: a GET answered 501 Not Implemented (a
 * proposed call the server has not built) is not asked again for an hour, on any page or tab. The
 * caller gets the same 501 without a request, so a page that falls back (limits kept on the device,
 * no receiving accounts) falls back at once, and the browser logs no failed request on every page.
 * One local-storage entry per read, `cartela.notOffered <GET path without its query>`:
 * `[epoch ms its 501 expires, the error's message]`. It is the server's, not a player's, so a logout keeps it. A server that starts
 * offering the call is asked again at the latest an hour after its last 501.
 */

/** The prefix of the local-storage keys of the reads answered 501. */
export const NOT_OFFERED_KEY = 'cartela.notOffered';
/** How long (ms) a 501 answer to a read is believed. */
export const NOT_OFFERED_MS = 60 * 60 * 1000;

// the server offers an operation or not, whatever its query
const keyOf = (read: string) => `${NOT_OFFERED_KEY} ${read.split('?')[0]}`;

/** The error of the read's last 501 while it is believed, else null. */
function refusal(read: string): ApiError | null {
  try {
    const [until, message] = JSON.parse(localStorage.getItem(keyOf(read)) ?? '[]') as [unknown, unknown];
    return typeof until === 'number' && until > Date.now() ? new ApiError(501, null, String(message)) : null;
  } catch {
    return null;
  }
}

function remember(read: string, error: ApiError): void {
  try {
    localStorage.setItem(keyOf(read), JSON.stringify([Date.now() + NOT_OFFERED_MS, error.message]));
  } catch {
    // no storage (private mode): the read is sent again next time
  }
}

/**
 * orval's mutator, the generated calls' fetch: `customFetch` (./fetcher.ts: the same inputs, answer
 * and errors), except that a GET the server answered 501 less than NOT_OFFERED_MS ago throws the
 * an `ApiError` with the same status and message without a request. Not on the login page's first load: the generated
 * calls load after it (../calls/load.ts).
 * @throws ApiError as customFetch does
 */
export const offeredFetch = async <T>(url: string, init?: RequestInit): Promise<T> => {
  const read = (init?.method ?? 'GET') === 'GET' ? url : null;
  const refused = read && refusal(read);
  if (refused) throw refused;
  try {
    return await customFetch<T>(url, init);
  } catch (error) {
    if (read && error instanceof ApiError && error.status === 501) remember(read, error);
    throw error;
  }
};
