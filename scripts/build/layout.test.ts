import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

const SCRIPTS = resolve(import.meta.dirname, '..');

/** Every file below `dir`, as paths relative to scripts/ with forward slashes. */
const filesBelow = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesBelow(path) : [relative(SCRIPTS, path).split('\\').join('/')];
  });

/**
 * The job folders scripts/README.md lists (a `## <job>: \`<folder>/\`` heading each) with the files of
 * each table below that heading (`| \`<file>\` | <purpose> |`, relative to the folder).
 */
function readmeJobs(): Map<string, Map<string, string>> {
  const jobs = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of readFileSync(join(SCRIPTS, 'README.md'), 'utf8').split('\n')) {
    const heading = /^## .*`([\w-]+)\/`\s*$/.exec(line);
    if (heading) jobs.set(heading[1], (current = new Map()));
    else if (line.startsWith('## ')) current = undefined;
    const row = /^\| `([^`]+)` \| (.+) \|$/.exec(line);
    if (row && current) current.set(row[1], row[2].trim());
  }
  return jobs;
}

/** Files that belong to a listed script and are not listed themselves: its tests, type declarations and fixtures. */
const isCompanion = (path: string) => /\.test\.ts$|\.d\.ts$/.test(path) || path.split('/').includes('fixtures');

/** The layout scripts/README.md promises: folders by job, one language, each script with its purpose. */
describe('scripts/ layout', () => {
  const jobs = readmeJobs();
  const files = filesBelow(SCRIPTS).filter((path) => path !== 'README.md');

  test('the README names job folders', () => {
    expect([...jobs.keys()].length).toBeGreaterThanOrEqual(3);
  });

  test('every file sits in a job folder the README lists', () => {
    expect(files.filter((path) => !jobs.has(path.split('/')[0]) || !path.includes('/'))).toEqual([]);
  });

  test('every script is TypeScript (fixtures aside)', () => {
    expect(files.filter((path) => !path.endsWith('.ts') && !path.split('/').includes('fixtures'))).toEqual([]);
  });

  test("every script has its one-line purpose in its folder's table, and every row names a file that exists", () => {
    const unlisted = files.filter((path) => !isCompanion(path) && !jobs.get(path.split('/')[0])?.has(path.split('/').slice(1).join('/')));
    const missing = [...jobs].flatMap(([job, rows]) => [...rows.keys()].map((file) => `${job}/${file}`)).filter((path) => !files.includes(path));
    expect({ unlisted, missing }).toEqual({ unlisted: [], missing: [] });
  });
});
