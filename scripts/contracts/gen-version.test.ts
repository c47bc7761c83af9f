import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { operations } from './gen-calls';
import { callsWithoutEntry, newestVersion, withVersion } from './gen-version';

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

  test('a call added since the release needs a CHANGELOG entry since the release naming it as METHOD /path', () => {
    const log = '## 1.2.0 — x\n\n- `PUT /limits/chat` {chat_off}\n\n## 1.1.0 — x\n\n- GET /ping\n\n## 1.0.0 — x\n\n- GET /boards/\n';
    expect(callsWithoutEntry(['GET /boards/', 'GET /ping', 'PUT /limits/chat', 'PUT /limits'], ['GET /boards/'], log, '1.0.0')).toEqual(['PUT /limits']);
    expect(callsWithoutEntry(['GET /boards/', 'GET /ping'], [], log, '1.1.0')).toEqual(['GET /boards/', 'GET /ping']);
  });

  test("every call openapi.yaml added since its newest release is named in CHANGELOG.md", () => {
    const [newest] = readdirSync(resolve(root, 'openapi/released'))
      .map((name) => /^openapi-(\d+)\.(\d+)\.(\d+)\.yaml$/.exec(name))
      .filter((m) => m !== null)
      .sort((a, b) => Number(b[1]) - Number(a[1]) || Number(b[2]) - Number(a[2]) || Number(b[3]) - Number(a[3]));
    const calls = (file: string) => operations(parse(readFileSync(resolve(root, file), 'utf8'))).map((op) => `${op.method} ${op.path}`);
    const changelog = readFileSync(resolve(root, 'CHANGELOG.md'), 'utf8');
    expect(callsWithoutEntry(calls('openapi/openapi.yaml'), calls(`openapi/released/${newest[0]}`), changelog, newest.slice(1).join('.'))).toEqual([]);
  });

  test("openapi.yaml carries CHANGELOG.md's newest version (npm run gen writes it)", () => {
    const changelog = readFileSync(resolve(root, 'CHANGELOG.md'), 'utf8');
    expect(parse(readFileSync(resolve(root, 'openapi/openapi.yaml'), 'utf8')).info.version).toBe(newestVersion(changelog));
  });
});
