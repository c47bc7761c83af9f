import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';

/**
 * The mock provider's shape: money moves only through the world's ledger (`World.debit`/`credit`,
 * which write the entry with the change), the provider imports no test harness, and its modules
 * import each other without a circle.
 */
const ROOT = import.meta.dirname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' ? [] : sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

const files = sources(ROOT);
const name = (path: string) => relative(ROOT, path);
/** Relative import specifiers of a file (static and type imports, re-exports). */
const importsOf = (path: string) => [...readFileSync(path, 'utf8').matchAll(/(?:import|export)[^'"]*?from\s+'(\.[^']+)'/g)].map((m) => m[1]);

test('balances change only inside the world (its debit and credit write the ledger entry with the change)', () => {
  const writers = files
    .filter((f) => !name(f).startsWith('world/'))
    .filter((f) => /\b(current_balance|promo_balance)\s*[-+]?=(?!=)|Object\.assign\([^)]*\b(current_balance|promo_balance)\b/.test(readFileSync(f, 'utf8')))
    .map(name);
  expect(writers).toEqual([]);
});

test('the mock provider imports no test harness (conformance/, tests/): shared tables live in provider-states/', () => {
  const harness = files.flatMap((f) =>
    importsOf(f)
      .map((spec) => relative(resolve(ROOT, '..'), resolve(dirname(f), spec)))
      .filter((target) => /^(conformance|tests)\//.test(target))
      .map((target) => `${name(f)} → ${target}`),
  );
  expect(harness).toEqual([]);
});

test('no import circle between the mock provider modules', () => {
  const known = new Set(files);
  const edges = new Map(
    files.map((f) => [
      f,
      importsOf(f)
        .map((spec) => resolve(dirname(f), spec))
        .map((target) => [target, `${target}.ts`, join(target, 'index.ts')].find((t) => known.has(t)))
        .filter((t): t is string => t !== undefined),
    ]),
  );
  const circles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (f: string, path: string[]) => {
    if (state.get(f) === 'done') return;
    if (state.get(f) === 'open') return void circles.push([...path.slice(path.indexOf(f)), f].map(name).join(' → '));
    state.set(f, 'open');
    for (const next of edges.get(f) ?? []) visit(next, [...path, f]);
    state.set(f, 'done');
  };
  for (const f of files) visit(f, []);
  expect(circles).toEqual([]);
});
