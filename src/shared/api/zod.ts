import { z } from 'zod/mini';

/**
 * Zod Mini for the generated HTTP validators (orval's `variant: 'mini'`), set up to
 * run without eval. zod 4 compiles object parsers with `new Function` (and probes for it when the
 * first object schema is made) unless `jitless` is set before any schema exists; the app's CSP has
 * no 'unsafe-eval', and even the caught probe is reported as a violation. Modules that make
 * schemas import `z` from here (a dependency is always evaluated first); `./validators` imports
 * this file ahead of the generated schemas. The socket contracts and the mock provider do the same in
 * socket-contracts/zod.ts and mock-provider/zod.ts (classic zod; the setting is zod's one global
 * config, shared by both APIs). Mini, not classic: a logged-in page's first paint waits on these
 * validators, and classic zod cannot be tree-shaken.
 */
z.config({ jitless: true });

export { z };
