// Part of `npm run gen`, first: the contract version comes from CHANGELOG.md. The newest `## X.Y.Z`
// section's heading is the version; this writes it into openapi/openapi.yaml's info.version (which
// partners read, orval stamps on the generated client and gen-asyncapi.ts copies into
// socket-contracts/asyncapi.json), so a change to the contract raises the version by its CHANGELOG
// entry alone. With --check (gen:check) it writes nothing and fails when the two differ. A new call
// without its entry fails gen-version.test.ts (`callsWithoutEntry`).
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = resolve(import.meta.dirname, '../..');

/** The version of the newest (first) `## X.Y.Z` section of a changelog. @throws Error when it has none */
export function newestVersion(changelog: string): string {
  const found = /^##\s+\[?v?(\d+\.\d+\.\d+)\]?(\s|$)/m.exec(changelog);
  if (!found) throw new Error('gen-version: CHANGELOG.md has no "## X.Y.Z" section');
  return found[1];
}

/**
 * The OpenAPI document's text with `version` as its info.version, everything else as it was (comments,
 * order, wording). @throws Error when the text has no `info.version` line the edit can find
 */
export function withVersion(openapi: string, version: string): string {
  const info = /^info:\s*$/m.exec(openapi);
  const line = info ? /^(  version:[ \t]*)(\S.*)$/m.exec(openapi.slice(info.index)) : null;
  if (!info || !line) throw new Error('gen-version: openapi/openapi.yaml has no "  version:" line under info');
  const at = info.index + line.index;
  const text = openapi.slice(0, at) + line[1] + version + openapi.slice(at + line[0].length);
  if ((parse(text) as { info?: { version?: unknown } }).info?.version !== version) throw new Error('gen-version: the edited line is not info.version');
  return text;
}

/**
 * The calls a document has and a released one lacks that the changelog's sections since that release
 * do not name (as `METHOD /path`, e.g. `GET /limits`): each new call needs its CHANGELOG entry.
 */
export function callsWithoutEntry(current: string[], released: string[], changelog: string, releasedVersion: string): string[] {
  const since = changelog.split(new RegExp(`^##\\s+\\[?v?${releasedVersion.replaceAll('.', '\\.')}\\]?(\\s|$)`, 'm'))[0];
  const named = (call: string) => new RegExp(`${call.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w/{}-])`).test(since);
  return current.filter((call) => !released.includes(call) && !named(call));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const yamlFile = join(root, 'openapi/openapi.yaml');
  const version = newestVersion(readFileSync(join(root, 'CHANGELOG.md'), 'utf8'));
  const current = readFileSync(yamlFile, 'utf8');
  const next = withVersion(current, version);
  if (next !== current && process.argv.includes('--check')) {
    const was = (parse(current) as { info: { version: string } }).info.version;
    console.error(`gen:check: openapi/openapi.yaml info.version ${was} is not CHANGELOG.md's newest section ${version}: run \`npm run gen\` and commit`);
    process.exit(1);
  }
  if (next !== current) writeFileSync(yamlFile, next);
  console.log(`gen-version: contract version ${version} (CHANGELOG.md)`);
}
