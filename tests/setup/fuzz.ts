import fc from 'fast-check';

/**
 * The fuzz project's seed: fixed by default, so `npm test` (and CI) replays the same 10,000 payloads per
 * event and a red run is reproducible; `FUZZ_SEED=<n>` replays a failure fast-check printed, and
 * `FUZZ_SEED=random` explores new payloads on each run (for local runs).
 */
const seedSetting = process.env.FUZZ_SEED ?? '20261126';
if (seedSetting !== 'random') fc.configureGlobal({ seed: Number(seedSetting) });
