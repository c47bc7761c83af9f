// Before the consumer run (npm run test:contract): delete pacts/*.json so the pact file is written
// from scratch and interactions whose test was removed or renamed vanish. The file is committed;
// in CI, scripts/build/test-all.ts fails when the regenerated pact differs from the committed one.
import { readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dir = resolve(import.meta.dirname, '../../pacts');
for (const name of readdirSync(dir)) if (name.endsWith('.json')) rmSync(join(dir, name));
