import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { newestVersion, withVersion } from './gen-version';

const root = resolve(import.meta.dirname, '../..');
const yaml = ['openapi: 3.1.0', 'info:', '  title: T', '  version: 1.8.0 # the contract', '  description: |', '    version: 0.0.1 is prose', 'paths: {}', ''].join('\n');

/** scripts/contracts/gen-version.ts: the contract version is CHANGELOG.md's newest section. */
describe('gen-version', () => {
  test("the newest section's version is the first `## X.Y.Z` heading, after the prose ones", () => {
    expect(newestVersion('# Contract changelog\n\n## Releasing a version\n\n## 1.9.0 — 2026-11-30\n\n- x\n\n## 1.8.0 — 2026-11-29\n')).toBe('1.9.0');
    expect(() => newestVersion('# Contract changelog\n\n## Releasing a version\n')).toThrow('no "## X.Y.Z" section');
  });

  test('only info.version changes in the document', () => {
    const text = withVersion(yaml, '1.9.0');
    expect(parse(text).info.version).toBe('1.9.0');
    expect(text).toBe(yaml.replace('  version: 1.8.0 # the contract', '  version: 1.9.0'));
    expect(() => withVersion('openapi: 3.1.0\npaths: {}\n', '1.9.0')).toThrow('no "  version:" line under info');
  });

  test("openapi.yaml carries CHANGELOG.md's newest version (npm run gen writes it)", () => {
    const changelog = readFileSync(resolve(root, 'CHANGELOG.md'), 'utf8');
    expect(parse(readFileSync(resolve(root, 'openapi/openapi.yaml'), 'utf8')).info.version).toBe(newestVersion(changelog));
  });
});
