import { z } from 'zod';

/**
 * zod for the app's own schemas and the generated HTTP validators, set up to
 * run without eval. zod 4 compiles object parsers with `new Function` (and probes for it when the
 * first object schema is made) unless `jitless` is set before any schema exists; the app's CSP has
 * no 'unsafe-eval', and even the caught probe is reported as a violation. Modules that make
 * schemas import `z` from here (a dependency is always evaluated first); `./validators` imports
 * this file ahead of the generated schemas. The socket contracts and the mock provider do the same in
 * socket-contracts/zod.ts and mock-provider/zod.ts.
 */
z.config({ jitless: true });

export { z };
