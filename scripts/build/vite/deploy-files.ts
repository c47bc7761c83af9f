import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files a server may send precompressed: text, at least 1 KB (below that, compression gains nothing). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const MIN_BYTES = 1024;

/**
 * Writes `path.gz` and `path.br` (gzip level 9, brotli quality 11) beside a compressible file of at
 * least 1 KB; false for any other file (nothing written). A deployment that changes a file after the
 * build must call this again: nginx would send the stale twin.
 */
export function compressFile(path: string): boolean {
  if (!COMPRESSIBLE.test(path)) return false;
  const body = readFileSync(path);
  if (body.length < MIN_BYTES) return false;
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
  return true;
}

/**
 * Writes `name.gz` and `name.br` beside every compressible file of `dir` (recursively), at the
 * highest levels: the server sends them as they are (nginx `gzip_static`, `brotli_static`, see
 * deploy/nginx) instead of compressing each response. Returns the files compressed, relative to `dir`.
 */
export function precompress(dir: string): string[] {
  const done: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (compressFile(path)) done.push(path.slice(dir.length + 1));
    }
  };
  walk(dir);
  return done;
}

/** The nginx file of a build's security headers: `<outDir>.headers.conf`, next to the build's folder. */
export const headersFileOf = (outDir: string) => join(dirname(outDir), `${basename(outDir)}.headers.conf`);

/**
 * The security headers as nginx `add_header` lines (`always`: error answers carry them too). A
 * header value never holds a double quote (the policy quotes with `'`), so each is quoted as is.
 */
export function nginxHeaders(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`);
  return ['# Written by the build (scripts/build/vite/deploy-files.ts) for this build only: the policy carries', "# the hash of this build's inline script. Included by deploy/nginx/cartela.conf.", ...lines, ''].join('\n');
}

/** The headers of an nginx file written by `nginxHeaders` (for `vite preview`, which sends the same). */
export function readNginxHeaders(file: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const match of readFileSync(file, 'utf8').matchAll(/^add_header (\S+) "([^"]*)" always;$/gm)) headers[match[1]] = match[2];
  return headers;
}

/**
 * What a server needs beside the static files, written when a production build closes (after the
 * service worker's files): the precompressed twins of the text files (`precompress`) and the
 * security headers for nginx (`headersFileOf(outDir)`, README "Deploying"), whose policy carries
 * this build's inline-script hash, so nobody copies it by hand.
 */
export function deployFiles(outDir: string, headers: Record<string, string>): Plugin {
  return {
    name: 'cartela:deploy-files',
    apply: (_, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        const dir = resolve(outDir);
        precompress(dir);
        writeFileSync(headersFileOf(dir), nginxHeaders(headers));
      },
    },
  };
}
