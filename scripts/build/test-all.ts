// npm test: every check, in order of speed. Stops at the first failure (exit code of the step that failed).
// Each step's heading says when it started (seconds since npm test began), so a slow step shows in the log.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, openSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
process.chdir(ROOT);
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
const started = Date.now();
const seconds = () => Math.floor((Date.now() - started) / 1000);

/** Prints a step's heading with the seconds since npm test began. */
const step = (title: string) => process.stdout.write(`\n== ${title} == (at ${seconds()}s)\n`);

/** Stops npm test with `code` (a failed step's own exit code), after `message` when given. */
function stop(code: number, message?: string): never {
  if (message) console.log(message);
  process.exit(code || 1);
}

/** Runs a shell command line with the terminal's output; a failure stops npm test with its exit code. */
function run(command: string, env: Record<string, string> = {}) {
  const result = spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) stop(result.status ?? 1);
}

/** A shell command's standard output, or '' when it fails. */
const output = (command: string) => spawnSync(command, { shell: true, encoding: 'utf8' }).stdout ?? '';

/**
 * Runs `command` while `npm run provider` serves on `port` (its own process group, stopped after), with
 * `env` for both (MOCK_CONFIG, MOCK_AUTO_CONFIG, MOCK_WORLD …); waits up to 60 s for its health URL.
 */
async function withProvider(port: string, env: Record<string, string>, command: string) {
  const log = openSync(`/tmp/cartela-provider-${port}.log`, 'w');
  const provider = spawn('npm', ['run', '--silent', 'provider'], { detached: true, stdio: ['ignore', log, log], env: { ...process.env, ...env, PROVIDER_PORT: port } });
  for (let i = 0; i < 60; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/__mock/health`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((done) => setTimeout(done, 1000));
  }
  const result = spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
  try {
    if (provider.pid) process.kill(-provider.pid);
  } catch {
    /* already gone */
  }
  if (result.status !== 0) stop(result.status ?? 1);
}

step('compiled messages (Paraglide, from the catalogues: not committed)');
run('npx tsx scripts/build/gen-messages.ts --if-stale');
step('type-check');
run('npm run --silent typecheck');
step('lint (eslint + steiger)');
run('npm run --silent lint');
step('structure (dependency-cruiser: no import circle, no upward or cross-slice import)');
run('npm run --silent lint:structure');
step('OpenAPI lint (redocly)');
run('npm run --silent lint:openapi');
step('OpenAPI changes against the last contract release (oasdiff; major version for breaking changes, CHANGELOG.md entry)');
run('npm run --silent check:openapi-breaking');
step('gen:check');
run('npm run --silent gen:check');
step('AsyncAPI document current and valid');
run('npm run --silent check:asyncapi');
step('unit and component tests');
run('npx vitest run --project unit');
step('fuzzing (fast-check: 10 000 payloads per socket event and money answer through the real parse and models)');
run('npx vitest run --project fuzz');
step('contract tests (Pact consumer; pacts/ rewritten from scratch)');
run('npm run --silent test:contract');
if (process.env.CI && output('git status --porcelain -- pacts/').trim()) {
  run('git --no-pager diff --stat -- pacts/');
  stop(1, 'pacts/ differs from the committed pact: run npm run test:contract and commit pacts/');
}
step('pact ⊂ OpenAPI (swagger-mock-validator)');
run('npm run --silent pact:openapi');
step('provider verification (Pact Verifier against the mock provider)');
// the kit's self-test against its deliberately wrong mock keeps the Pact core's failure summary to
// itself: a green run must not end with a failure a partner would read as theirs
const verify = spawn('npm run --silent pact:verify 2>&1', { shell: true, stdio: ['inherit', 'pipe', 'inherit'] });
let verifyLog = '';
verify.stdout.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk);
  verifyLog += chunk.toString();
});
const verifyStatus = await new Promise<number>((done) => verify.on('close', (code) => done(code ?? 1)));
if (verifyStatus !== 0) stop(verifyStatus);
if (/Verification unsuccessful|pact failures/.test(verifyLog)) stop(1, "a green pact:verify printed the self-test's failure summary");

step("provider verification as a partner's server is verified (npm run provider + its state-change URL)");
const partnerPort = process.env.PARTNER_PORT || '8796';
await withProvider(
  partnerPort,
  {
    MOCK_CONFIG: '{"countdownMs":600000,"callIntervalMs":0,"checkMs":20,"restartMs":600000,"bots":0,"seed":7}',
    MOCK_AUTO_CONFIG: '{"firstStartMs":600000,"spacingMs":600000,"callIntervalMs":0,"ahead":3,"bots":0}',
    PACT_PROVIDER_BASE_URL: `http://127.0.0.1:${partnerPort}`,
    PACT_PROVIDER_STATES_URL: `http://127.0.0.1:${partnerPort}/__pact/provider-states`,
  },
  'npx vitest run --project provider tests/provider/pact.verify.ts',
);
step('conformance runner (npm run conformance) against npm run provider');
const conformancePort = process.env.CONFORMANCE_PORT || '8797';
await withProvider(
  conformancePort,
  {
    MOCK_CONFIG: '{"countdownMs":600000,"callIntervalMs":0,"checkMs":50,"restartMs":1000,"bots":0}',
    MOCK_AUTO_CONFIG: '{"firstStartMs":600000,"spacingMs":600000,"callIntervalMs":0,"bots":0}',
  },
  `npm run --silent conformance -- --api "http://127.0.0.1:${conformancePort}/api" --states "http://127.0.0.1:${conformancePort}/__pact/provider-states"`,
);
step(
  'the partner kit, unchanged, against a second, differently configured server (npm run partner: other boards, usernames and passwords, proposed calls answering 501, no acks)',
);
const secondPort = process.env.SECOND_PORT || '8798';
await withProvider(
  secondPort,
  {
    MOCK_WORLD:
      '{"boardSeed":3,"accounts":{"0911000001":{"username":"tsion","password":"tsion-pass-1"},"0911000002":{"username":"dawit","password":"dawit-pass-2"},"0911000003":{"username":"hanna","password":"hanna-pass-3"}},"proposedOff":true,"acksOff":true}',
    MOCK_CONFIG: '{"countdownMs":600000,"callIntervalMs":0,"checkMs":20,"restartMs":600000,"bots":0,"seed":11}',
    MOCK_AUTO_CONFIG: '{"firstStartMs":600000,"spacingMs":600000,"callIntervalMs":0,"ahead":3,"bots":0}',
    CONFORMANCE_PLAYER_A: '0911000001:tsion-pass-1',
    CONFORMANCE_PLAYER_B: '0911000002:dawit-pass-2',
  },
  `npm run --silent partner -- --base "http://127.0.0.1:${secondPort}" --states "http://127.0.0.1:${secondPort}/__pact/provider-states"`,
);
step('size budget (production build for a real server)');
rmSync('dist-size', { recursive: true, force: true });
run('npx vite build --logLevel warn', {
  CARTELA_SOURCEMAP: 'hidden',
  CARTELA_OUT_DIR: 'dist-size',
  VITE_API_MOCKING: 'false',
  VITE_API_BASE_URL: 'https://provider.invalid/api',
  VITE_SOCKET_URL: 'https://provider.invalid',
});
if (existsSync('dist-size/mockServiceWorker.js')) stop(1, 'a real-server build must not ship mockServiceWorker.js');
run('npx tsx scripts/measure/size-budget.ts dist-size');
run('npx tsx scripts/measure/i18n-cost.ts dist-size');
run('npx tsx scripts/measure/font-budget.ts dist-size');
step('browser tests (Chromium)');
run('npx tsx scripts/build/ensure-test-tools.ts');
run('npx vitest run --project e2e');
process.stdout.write(`\n== all checks passed in ${seconds()}s ==\n`);
