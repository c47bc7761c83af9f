/**
 * GETs started before the code that reads them has loaded, handed to the HTTP client's first identical
 * call instead of a second request: a logged-in page's session check (GET /users/get_user_info,
 * spec §3) runs beside the app chunk's download instead of after it, a screen's first read beside
 * the screen's code. Keyed by the full URL and
 * the `Authorization` header it was sent with; each answer is taken once.
 */
const started = new Map<string, Promise<Response>>();
const keyOf = (url: string, authorization: string) => `${authorization} ${url}`;

/**
 * Starts `GET url` with this `Authorization` header (once per URL and header until taken). An answer
 * nobody took within `keepMs` (ms) is dropped: a later read must not get an old answer.
 */
export function startEarlyGet(url: string, authorization: string, keepMs = 10_000): void {
  const key = keyOf(url, authorization);
  if (started.has(key)) return;
  const answer = fetch(url, { method: 'GET', headers: { Authorization: authorization } });
  // a failure is the client's to report when it takes the answer
  answer.catch(() => undefined);
  started.set(key, answer);
  setTimeout(() => {
    if (started.get(key) === answer) started.delete(key);
  }, keepMs);
}

/**
 * The answer of a `GET url` started early with this `Authorization` header, once; undefined when
 * none was started (the client then sends its own request).
 */
export function takeEarlyGet(url: string, authorization: string | null): Promise<Response> | undefined {
  if (!authorization) return undefined;
  const key = keyOf(url, authorization);
  const answer = started.get(key);
  started.delete(key);
  return answer;
}
