import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, expect, test } from 'vitest';
import { headersFileOf, nginxHeaders, precompress, readNginxHeaders } from './deploy-files';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

test('text files of 1 KB or more get brotli and gzip twins that decompress to them; small and binary files none', () => {
  const dir = mkdtempSync(join(tmpdir(), 'deploy-files-'));
  dirs.push(dir);
  const big = 'const call = "B-7";\n'.repeat(100);
  writeFileSync(join(dir, 'app.js'), big);
  writeFileSync(join(dir, 'small.css'), 'a{}');
  writeFileSync(join(dir, 'clip.mp3'), Buffer.alloc(4096));
  expect(precompress(dir)).toEqual(['app.js']);
  expect(brotliDecompressSync(readFileSync(join(dir, 'app.js.br'))).toString()).toBe(big);
  expect(gunzipSync(readFileSync(join(dir, 'app.js.gz'))).toString()).toBe(big);
});

test('the headers file sits beside the build folder and reads back as written', () => {
  expect(headersFileOf('/srv/app/dist')).toBe('/srv/app/dist.headers.conf');
  const dir = mkdtempSync(join(tmpdir(), 'deploy-files-'));
  dirs.push(dir);
  const headers = { 'Content-Security-Policy': "default-src 'self'; frame-ancestors 'none'", 'Referrer-Policy': 'no-referrer' };
  const file = join(dir, 'dist.headers.conf');
  writeFileSync(file, nginxHeaders(headers));
  expect(readFileSync(file, 'utf8')).toContain(`add_header Content-Security-Policy "default-src 'self'; frame-ancestors 'none'" always;`);
  expect(readNginxHeaders(file)).toEqual(headers);
});
