/** Timing of the mock provider's auto games (auto/engine.ts); tests shorten it. */
export interface AutoConfig {
  /** The first game starts this long after the provider starts (spec: within minutes in mock mode). */
  firstStartMs: number;
  /** Gap between two auto games' start times. */
  spacingMs: number;
  /** Pause between two calls; 0 = calls only when a test asks (`callNumbers`/`callNext`). */
  callIntervalMs: number;
  /** Games kept announced ahead (waiting or running), plus completed ones kept for the list. */
  ahead: number;
  /** Simulated buyers per game. */
  bots: number;
  seed: number;
  /** Stakes of the games in order of creation (cycled), ETB. */
  stakes: number[];
}

export const DEFAULT_AUTO_CONFIG: AutoConfig = {
  firstStartMs: 120_000,
  spacingMs: 600_000,
  callIntervalMs: 3_000,
  ahead: 3,
  bots: 3,
  seed: 2027,
  stakes: [20, 300, 50],
};

/** Merges a partial config (parsed JSON) over the defaults, keeping only valid values. */
export function resolveAutoConfig(partial: unknown): AutoConfig {
  const out: AutoConfig = { ...DEFAULT_AUTO_CONFIG, stakes: [...DEFAULT_AUTO_CONFIG.stakes] };
  if (partial && typeof partial === 'object') {
    const p = partial as Record<string, unknown>;
    for (const key of ['firstStartMs', 'spacingMs', 'callIntervalMs', 'ahead', 'bots', 'seed'] as const) {
      const v = p[key];
      if (typeof v === 'number' && Number.isFinite(v) && v >= 0) out[key] = v;
    }
    if (Array.isArray(p.stakes) && p.stakes.length > 0 && p.stakes.every((s) => typeof s === 'number' && s > 0)) out.stakes = p.stakes as number[];
  }
  return out;
}
