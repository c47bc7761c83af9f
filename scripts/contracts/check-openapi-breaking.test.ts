import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const fixtures = resolve(import.meta.dirname, 'fixtures/openapi-breaking');

/** Runs the check on a fixture document against fixtures/openapi-breaking/released (no git tags). */
function check(fixture: string) {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/contracts/check-openapi-breaking.ts', '--no-tags', '--current', resolve(fixtures, fixture), '--released-dir', resolve(fixtures, 'released'), '--changelog', resolve(fixtures, 'CHANGELOG.md')],
    { cwd: root, encoding: 'utf8' },
  );
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

/** npm run check:openapi-breaking (scripts/contracts/check-openapi-breaking.ts, oasdiff underneath) on fixture documents. */
describe('check:openapi-breaking', () => {
  test('breaking changes without a major version fail, naming each change and the file compared with', () => {
    const { status, out } = check('breaking-1.1.0.yaml');
    expect(status).toBe(1);
    expect(out).toContain('against release 1.0.0 from scripts/contracts/fixtures/openapi-breaking/released/openapi-1.0.0.yaml');
    expect(out).toContain('api-path-removed-without-deprecation: GET /boards/');
    expect(out).toContain('new-required-request-property: POST /transfer');
    expect(out).toContain('response-optional-property-removed: GET /boards/{id}');
    expect(out).toContain('3 breaking change(s) need a new major version: info.version 1.1.0 must be 2.0.0 or above');
  });

  test('the same breaking changes with a major version and a CHANGELOG entry pass', () => {
    const { status, out } = check('breaking-2.0.0.yaml');
    expect(out).toContain('breaking changes (3)');
    expect(status).toBe(0);
  });

  test('an addition with a minor version and a CHANGELOG entry passes', () => {
    const { status, out } = check('additive-1.1.0.yaml');
    expect(out).toContain('[info] response-optional-property-added');
    expect(out).not.toContain('breaking changes');
    expect(status).toBe(0);
  });

  test('an addition without a version above the release fails', () => {
    const { status, out } = check('additive-1.0.0.yaml');
    expect(status).toBe(1);
    expect(out).toContain('info.version 1.0.0 must be above the release 1.0.0');
  });

  test('a new version without its CHANGELOG entry fails', () => {
    const { status, out } = check('additive-1.2.0.yaml');
    expect(status).toBe(1);
    expect(out).toContain('has no "## 1.2.0" section');
  });

  test('wording only needs a version above the release too (patch)', () => {
    expect(check('wording-1.0.1.yaml').status).toBe(0);
  });

  test('the released document itself, or only reformatted, passes', () => {
    expect(check('released/openapi-1.0.0.yaml').status).toBe(0);
    const { status, out } = check('reformatted-1.0.0.yaml');
    expect(out).toContain('no change to the contract since the release');
    expect(status).toBe(0);
  });
});
