/**
 * Timing and randomness of the mock provider. Defaults feel like a real game; tests shorten them.
 * All times in milliseconds.
 */
export interface MockConfig {
  /** Waiting countdown before a game starts. */
  countdownMs: number;
  /** Pause between two calls; 0 = calls only when a test asks (control.callNext). */
  callIntervalMs: number;
  /** How long a bingo check takes (calls pause meanwhile). */
  checkMs: number;
  /** Pause between a finished game and the next waiting game of the same stake. */
  restartMs: number;
  /** Simulated other players per stake room. */
  bots: number;
  /** Seed of the call order and the bots' choices. */
  seed: number;
}

export const DEFAULT_MOCK_CONFIG: MockConfig = {
  countdownMs: 30_000,
  callIntervalMs: 3_000,
  checkMs: 800,
  restartMs: 5_000,
  bots: 3,
  seed: 2026,
};

/** Merges a partial config (e.g. parsed JSON from a test) over the defaults, keeping only valid numbers. */
export function resolveMockConfig(partial: unknown): MockConfig {
  const out = { ...DEFAULT_MOCK_CONFIG };
  if (partial && typeof partial === 'object') {
    for (const key of Object.keys(out) as (keyof MockConfig)[]) {
      const v = (partial as Record<string, unknown>)[key];
      if (typeof v === 'number' && Number.isFinite(v) && v >= 0) out[key] = v;
    }
  }
  return out;
}
