// npm run pact:publish: publishes every pacts/*.json to a Pact Broker (or PactFlow).
//   PACT_BROKER_BASE_URL            the broker, e.g. https://cartela.pactflow.io
//   PACT_BROKER_TOKEN               bearer token, or PACT_BROKER_USERNAME + PACT_BROKER_PASSWORD
//   PACT_CONSUMER_VERSION           version of cartela-web (default: git commit, short)
//   PACT_CONSUMER_BRANCH            branch recorded for that version (default: the git branch)
// Without PACT_BROKER_BASE_URL it publishes nothing, says so, and exits 0 (local runs, forks).
// Uses the broker's HTTP API (PUT /pacts/provider/{p}/consumer/{c}/version/{v}); no extra CLI.
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dir = resolve(import.meta.dirname, '../../pacts');
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
const broker = process.env.PACT_BROKER_BASE_URL?.replace(/\/+$/, '');

if (!broker) {
  console.log(`pact:publish: PACT_BROKER_BASE_URL is not set, so nothing was published (${files.length} pact file(s) in pacts/ stay local).`);
  process.exit(0);
}

const git = (cmd: string) => {
  try {
    return execSync(cmd, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
};
const version = process.env.PACT_CONSUMER_VERSION || git('git rev-parse --short HEAD');
const branch = process.env.PACT_CONSUMER_BRANCH || git('git branch --show-current');
if (!version) {
  console.error('pact:publish: no consumer version (set PACT_CONSUMER_VERSION or run inside git)');
  process.exit(1);
}

const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/hal+json' };
if (process.env.PACT_BROKER_TOKEN) headers.Authorization = `Bearer ${process.env.PACT_BROKER_TOKEN}`;
else if (process.env.PACT_BROKER_USERNAME)
  headers.Authorization = `Basic ${Buffer.from(`${process.env.PACT_BROKER_USERNAME}:${process.env.PACT_BROKER_PASSWORD ?? ''}`).toString('base64')}`;

const enc = encodeURIComponent;
let failed = false;
for (const name of files) {
  const text = readFileSync(join(dir, name), 'utf8');
  const pact = JSON.parse(text);
  const consumer = pact.consumer.name;
  const provider = pact.provider.name;
  const url = `${broker}/pacts/provider/${enc(provider)}/consumer/${enc(consumer)}/version/${enc(version)}`;
  const res = await fetch(url, { method: 'PUT', headers, body: text }).catch((e) => ({ ok: false, status: 0, text: async () => String(e) }));
  if (!res.ok) {
    console.error(`pact:publish: ${name} → ${url} failed (${res.status}): ${(await res.text()).slice(0, 500)}`);
    failed = true;
    continue;
  }
  console.log(`pact:publish: published ${consumer} → ${provider} (${pact.interactions.length} interactions) as version ${version}`);
  if (branch) {
    const b = await fetch(`${broker}/pacticipants/${enc(consumer)}/branches/${enc(branch)}/versions/${enc(version)}`, { method: 'PUT', headers, body: '{}' }).catch(() => null);
    if (!b?.ok) console.warn(`pact:publish: could not record branch ${branch} (broker without branch support?)`);
  }
}
process.exit(failed ? 1 : 0);
