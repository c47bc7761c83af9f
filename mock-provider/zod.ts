import { z } from 'zod';

// The browser mock runs under the app's Content Security Policy, which has no 'unsafe-eval'. zod 4
// compiles object parsers with `new Function` (and probes for it when the first object schema is
// made) unless `jitless` is set before any schema exists; even the caught probe is reported as a
// CSP violation. Every schema module here takes `z` from this file, so the setting comes first
// (as src/shared/api/zod.ts and socket-contracts/zod.ts do for the app and the contracts).
z.config({ jitless: true });

export { z };
