/**
 * GETs started before the code that reads them has loaded, handed to the HTTP client's first identical
 * call instead of a second request: a logged-in page's session check (GET /users/get_user_info,
 * spec §3) runs beside the app chunk's download instead of after it, a screen's first read beside
 * the screen's code. Keyed by the full URL and
 * the `Authorization` header it was sent with; each answer is taken once.
 */
const started = new Map<string, Promise<Response>>();
const keyOf = (url: string, authorization: string) => `${authorization} ${url}`;

/** A GET the inline chooser of index.html started before any module ran (scripts/build/vite/prerender-login.ts). */
interface HandedGet {
  url: string;
  authorization: string;
  answer: Promise<Response>;
}

/** How long (ms) an early answer waits to be taken before it is dropped. */
const KEEP_MS = 10_000;

/**
 * Takes over the GET index.html's chooser started for the logged-in shell (the session check), once:
 * it joins the early answers, so the client's first identical call reads it instead of a second request.
 */
function adoptHandedGet(): void {
  const holder = globalThis as { cartelaEarlyGet?: HandedGet };
  const handed = holder.cartelaEarlyGet;
  if (!handed) return;
  delete holder.cartelaEarlyGet;
  if (typeof handed.url !== 'string' || typeof handed.authorization !== 'string' || !(handed.answer instanceof Promise)) return;
  keep(keyOf(handed.url, handed.authorization), handed.answer, KEEP_MS);
}

/** Keeps `answer` under `key` for `keepMs` ms at most: a later read must not get an old answer. */
function keep(key: string, answer: Promise<Response>, keepMs: number): void {
  // a failure is the client's to report when it takes the answer
  answer.catch(() => undefined);
  started.set(key, answer);
  setTimeout(() => {
    if (started.get(key) === answer) started.delete(key);
  }, keepMs);
}

/**
 * Starts `GET url` with this `Authorization` header (once per URL and header until taken). An answer
 * nobody took within `keepMs` (ms) is dropped: a later read must not get an old answer.
 */
export function startEarlyGet(url: string, authorization: string, keepMs = KEEP_MS): void {
  adoptHandedGet();
  const key = keyOf(url, authorization);
  if (started.has(key)) return;
  keep(key, fetch(url, { method: 'GET', headers: { Authorization: authorization } }), keepMs);
}

/**
 * The answer of a `GET url` started early with this `Authorization` header, once; undefined when
 * none was started (the client then sends its own request).
 */
export function takeEarlyGet(url: string, authorization: string | null): Promise<Response> | undefined {
  adoptHandedGet();
  if (!authorization) return undefined;
  const key = keyOf(url, authorization);
  const answer = started.get(key);
  started.delete(key);
  return answer;
}
