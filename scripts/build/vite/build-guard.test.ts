import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { buildEnvProblem } from './build-guard';

const ROOT = resolve(import.meta.dirname, '../../..');

describe('a production build never ships the mock wallet by mistake', () => {
  test.each([
    [{}, false],
    [{ VITE_API_MOCKING: 'false' }, false],
    [{ VITE_API_MOCKING: '' , VITE_API_BASE_URL: '' }, false],
    [{ VITE_API_MOCKING: 'true' }, true],
    [{ VITE_API_BASE_URL: 'https://provider.example/api' }, true],
    [{ VITE_API_MOCKING: 'false', VITE_API_BASE_URL: 'https://provider.example/api' }, true],
  ])('%j: build allowed %s', (env, allowed) => {
    expect(buildEnvProblem(env) === null).toBe(allowed);
  });

  test('vite build without VITE_API_BASE_URL and without VITE_API_MOCKING=true stops with one line, building nothing', () => {
    const out = mkdtempSync(join(tmpdir(), 'cartela-guard-'));
    try {
      const env: Record<string, string | undefined> = { ...process.env, CARTELA_OUT_DIR: join(out, 'dist'), VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };
      delete env.VITE_API_BASE_URL;
      delete env.VITE_API_MOCKING;
      const run = spawnSync(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: ROOT, env, encoding: 'utf8', timeout: 60_000 });
      expect(run.status).toBe(1);
      const lines = run.stderr.trim().split('\n');
      expect(lines).toEqual([buildEnvProblem({})]);
      expect(existsSync(join(out, 'dist'))).toBe(false);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);
});
