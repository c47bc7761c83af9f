import { describe, expect, test } from 'vitest';
import { watchCompiledCode } from '../tests/setup/watch-eval';

/**
 * The production CSP has no 'unsafe-eval' (README "Deploying"), and in mock mode the browser mock
 * provider runs under it: its zod schemas must parse without compiling code. zod 4 calls
 * `new Function` to probe for eval when the first object schema is made and to compile each object
 * parser on its first parse, unless `jitless` was set before the schema was made. The case loads
 * the engines afresh, with `jitless` off as on a fresh page, and watches the Function constructor.
 * (The app's and the contracts' zod use is checked in src/shared/api/zod.test.ts.)
 */
const compiled = watchCompiledCode();

describe('zod runs without eval (strict CSP)', () => {
  test('the mock provider: restoring a stored snapshot parses it without new Function', async () => {
    const { GameEngine } = await import('./engine/manual/engine');
    const { AutoGameEngine } = await import('./engine/auto/engine');
    const { memoryStorage, World } = await import('./world/world');
    const store = { load: () => ({ version: 1, configKey: 'x', seq: 0, games: [] }), save: () => undefined };
    const engine = new GameEngine(new World(memoryStorage()), {}, undefined, store);
    const auto = new AutoGameEngine(new World(memoryStorage()), {}, undefined, store as never);
    engine.stop();
    auto.stop();
    expect(compiled.bodies).toEqual([]);
  });
});
