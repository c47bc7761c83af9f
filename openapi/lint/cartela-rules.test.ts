import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
}

/** Runs `redocly lint` with the project's config (redocly.yaml) and returns its findings. */
function lint(file: string): Problem[] {
  let out: string;
  try {
    out = execFileSync(resolve(root, 'node_modules/.bin/redocly'), ['lint', file, '--format=json'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (e) {
    out = (e as { stdout: string }).stdout; // exit code 1 when there are errors
  }
  return (JSON.parse(out) as { problems: Problem[] }).problems;
}

/** The contract rules of openapi/lint/cartela-rules.js (spec §6, §7, §8). */
describe('OpenAPI contract lint rules', () => {
  test('each rule reports its violation in the fixture, and nothing else', () => {
    const found = lint('openapi/lint/fixtures/violations.yaml')
      .filter((p) => p.ruleId.startsWith('cartela/') && p.ruleId !== 'cartela/spec-rows-covered')
      .map((p) => `${p.ruleId}: ${p.message.split(' (')[0].split(':')[0]}`)
      .sort();
    expect(found).toEqual([
      'cartela/auth-errors: get /boards/ids/ sends the bearer token, so it documents 401',
      'cartela/auth-errors: get /boards/ids/ sends the bearer token, so it documents 403',
      'cartela/bearer-unless-exempt: post /users/login/ is sent without a token',
      'cartela/cites-spec: The description must cite the spec section it implements, e.g. "Spec §7 row 3, §2.6".',
      'cartela/error-bodies: post /users/login/ 400',
      'cartela/examples: get /boards/ids/ 200',
      "cartela/spec-rows: post /boards/release is not in spec §7's table",
    ]);
  });

  test('openapi/openapi.yaml has no errors', () => {
    const errors = lint('openapi/openapi.yaml').filter((p) => p.severity === 'error');
    expect(errors).toEqual([]);
  });
});
