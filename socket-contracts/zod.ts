import { z } from 'zod/mini';

// The contracts run in the browser under a Content Security Policy without 'unsafe-eval'. zod 4
// compiles object parsers with `new Function` (and probes for it when the first object schema is
// made) unless `jitless` is set before any schema exists; even the caught probe is reported as a
// CSP violation. Every schema module here takes `z` from this file, so the setting comes first.
z.config({ jitless: true });

export { z };
