import type { z } from 'zod';

/**
 * Where a mock engine keeps its games between runs: browser storage in mock mode (so a reload finds
 * them), nothing on `npm run provider`, in pact verification and in tests unless they pass one.
 * `load` may return anything (null when empty); the engine trusts only what `loadTrusted` accepts.
 */
export interface SnapshotStorage<S> {
  load(): unknown;
  save(snapshot: S): void;
}

/**
 * The stored snapshot when it can be trusted: it parses with `schema`, was saved under the same
 * config (`configKey`) and passes `consistent`; otherwise null, with a console line saying why.
 * @param what the games named in that line, e.g. "scheduled games"
 */
export function loadTrusted<S extends { configKey: string }>(
  storage: SnapshotStorage<S> | undefined,
  schema: z.ZodType<S>,
  configKey: string,
  consistent: (snapshot: S) => boolean,
  what: string,
): S | null {
  let raw: unknown;
  try {
    raw = storage?.load() ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  const parsed = schema.safeParse(raw);
  const why = !parsed.success ? 'malformed' : parsed.data.configKey !== configKey ? 'saved under another config' : !consistent(parsed.data) ? 'inconsistent' : null;
  if (why || !parsed.success) {
    console.info(`[mock provider] ${what} not restored (${why}); starting new ones`);
    return null;
  }
  return parsed.data;
}
