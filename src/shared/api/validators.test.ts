import { describe, expect, test } from 'vitest';

// the generated validators as source text (orval's output, `npm run gen`)
const generated = import.meta.glob<string>('./generated/zod/*/*.zod.ts', { query: '?raw', import: 'default', eager: true });

/**
 * Every logged-in page loads the HTTP validators before its first paint (the session check's answer
 * is validated before the layout renders; budget: scripts/measure/size-budget.ts), so what orval writes
 * into them is paid on every such page.
 */
describe('generated HTTP validators stay small', () => {
  test('they are generated at all (one module per tag; the glob finds them)', () => {
    expect(Object.keys(generated).length).toBeGreaterThanOrEqual(6);
  });

  test.each(Object.entries(generated))('%s uses Zod Mini, not classic zod (which cannot be tree-shaken)', (_file, source) => {
    expect(source).toMatch(/from 'zod\/mini'/);
    expect(source).not.toMatch(/from 'zod'/);
  });

  test.each(Object.entries(generated))('%s carries no description texts (metadata the app never reads)', (_file, source) => {
    expect(source).not.toMatch(/\bzod\.(describe|meta)\(/);
    expect(source).not.toMatch(/\.(describe|meta)\(/);
  });
});
