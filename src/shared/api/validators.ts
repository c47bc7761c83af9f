// The generated zod validators (spec §7 answers), loaded lazily by `validators()` in ./index.ts.
// The generated files import 'zod' themselves and cannot be edited: ./zod comes first so its
// `jitless` setting is in place before they create their schemas (no eval under the CSP).
import './zod';

export * from './generated/zod/index.zod';
