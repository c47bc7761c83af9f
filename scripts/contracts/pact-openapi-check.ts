// npm run pact:openapi: proves every HTTP interaction in pacts/*.json is allowed by
// openapi/openapi.yaml, with @pactflow/swagger-mock-validator (CI fails on any error).
//
// The validator ignores OpenAPI `servers`, so it cannot know that the HTTP base ends in `/api`
// (spec §7). This script therefore hands it a copy of each pact with only the HTTP interactions
// (socket messages are checked against socket-contracts/ instead) and the `/api` prefix removed
// from their paths; a path without that prefix is itself an error.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const spec = join(root, 'openapi/openapi.yaml');
const pactDir = join(root, 'pacts');
const BASE = '/api';
const tmp = mkdtempSync(join(tmpdir(), 'cartela-pact-openapi-'));
const bin = join(root, 'node_modules/.bin/swagger-mock-validator');

/** A pact interaction, as far as this check reads it (HTTP ones have a request). */
type Interaction = { type?: string; description: string; request: { path: string } };

let failed = false;
let checked = 0;
for (const name of readdirSync(pactDir).filter((f) => f.endsWith('.json'))) {
  const pact: { interactions: Interaction[] } = JSON.parse(readFileSync(join(pactDir, name), 'utf8'));
  const http = pact.interactions.filter((i) => (i.type ?? 'Synchronous/HTTP') === 'Synchronous/HTTP');
  for (const i of http) {
    if (!i.request.path.startsWith(`${BASE}/`)) {
      console.error(`${name}: "${i.description}" calls ${i.request.path}, outside the HTTP base ${BASE} (spec §7)`);
      failed = true;
    }
  }
  const copy = { ...pact, interactions: http.map((i) => ({ ...i, request: { ...i.request, path: i.request.path.slice(BASE.length) } })) };
  const file = join(tmp, name);
  writeFileSync(file, JSON.stringify(copy));
  try {
    const out = execFileSync(bin, [spec, file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    if (out.trim()) console.log(out.trim());
    checked += http.length;
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    console.error(`${name}: HTTP interactions the OpenAPI file does not allow:\n${e.stdout ?? ''}${e.stderr ?? ''}`);
    failed = true;
  }
}
if (failed) process.exit(1);
console.log(`pact:openapi: all ${checked} HTTP interactions in pacts/ are allowed by openapi/openapi.yaml`);
