// The compiled messages (Paraglide) in src/shared/i18n/paraglide, from the catalogues in
// src/shared/i18n/messages. Not committed: made by `npm ci` (postinstall), `npm run gen`, the first
// step of `npm test`, a build when the catalogues changed, and the dev server (so `npm start`) on
// every catalogue change (scripts/build/vite/messages.ts).
//   tsx scripts/build/gen-messages.ts            compile
//   tsx scripts/build/gen-messages.ts --if-stale compile only when the catalogues changed since the last compile
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compile, type CompilerOptions } from '@inlang/paraglide-js';

const ROOT = resolve(import.meta.dirname, '../..');
const CATALOGUES = 'src/shared/i18n/messages';
const PROJECT = 'project.inlang';
// what the last compile was made from (a hash), kept beside its output
const INPUTS_FILE = '.inputs-hash';

/**
 * The compiler's options, shared with the dev server's plugin so both write the same modules. One
 * module per message, so each page's chunk carries only the texts it shows (the login page only its
 * own: scripts/build/vite/first-load.ts puts each message with the chunk group whose modules name it); the
 * locale is set by the app's language model (globalVariable), never read from a cookie; `isServer`
 * spelled out, as the Vite plugin would put its own in the runtime.
 */
export const MESSAGES_OPTIONS = {
  project: `./${PROJECT}`,
  outdir: './src/shared/i18n/paraglide',
  strategy: ['globalVariable', 'baseLocale'],
  outputStructure: 'message-modules',
  isServer: "typeof window === 'undefined'",
  emitTsDeclarations: true,
  emitGitIgnore: false,
  emitReadme: false,
  emitPrettierIgnore: false,
} satisfies CompilerOptions;

const outdir = () => resolve(ROOT, MESSAGES_OPTIONS.outdir);

/** A hash of everything the output depends on: the options, the project's settings and every catalogue. */
function inputsHash(): string {
  const hash = createHash('sha256').update(JSON.stringify(MESSAGES_OPTIONS));
  const version = JSON.parse(readFileSync(resolve(ROOT, 'node_modules/@inlang/paraglide-js/package.json'), 'utf8')).version as string;
  hash.update(`\0paraglide ${version}`);
  const files = [join(PROJECT, 'settings.json'), ...readdirSync(resolve(ROOT, CATALOGUES), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json')).map((f) => join(CATALOGUES, f))];
  for (const file of files.sort()) hash.update(`\0${file}\0`).update(readFileSync(resolve(ROOT, file)));
  return hash.digest('hex');
}

/** Whether the output on disk was compiled from the catalogues as they are now. */
export function messagesCurrent(): boolean {
  const file = join(outdir(), INPUTS_FILE);
  return existsSync(file) && readFileSync(file, 'utf8') === inputsHash();
}

/**
 * Compiles the catalogues into MESSAGES_OPTIONS.outdir (emptied first: no stale module stays) and
 * records what it was made from. Throws what the compiler throws (a catalogue that does not parse).
 */
export async function genMessages(): Promise<void> {
  const hash = inputsHash();
  await compile({ ...MESSAGES_OPTIONS, project: resolve(ROOT, PROJECT), outdir: outdir(), cleanOutdir: true });
  writeFileSync(join(outdir(), INPUTS_FILE), hash);
}

/** genMessages, unless the output is current. @returns whether it compiled */
export async function genMessagesIfStale(): Promise<boolean> {
  if (messagesCurrent()) return false;
  await genMessages();
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--if-stale')) await genMessagesIfStale();
  else await genMessages();
}
