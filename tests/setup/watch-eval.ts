import { afterEach, beforeEach, vi } from 'vitest';
import { config } from 'zod/mini';

/**
 * For the "zod runs without eval" cases (the production CSP has no 'unsafe-eval'): before each
 * case the modules load afresh with zod's `jitless` off, as on a fresh page, and the Function
 * constructor is watched; the returned list holds the start of every body compiled meanwhile.
 * Call once at the top of a test file.
 */
export function watchCompiledCode(): { readonly bodies: string[] } {
  const RealFunction = globalThis.Function;
  const seen = { bodies: [] as string[] };
  beforeEach(() => {
    vi.resetModules();
    config({ jitless: false });
    seen.bodies = [];
    globalThis.Function = new Proxy(RealFunction, {
      construct(target, args) {
        seen.bodies.push(String(args.at(-1)).slice(0, 60));
        return Reflect.construct(target, args);
      },
    });
  });
  afterEach(() => {
    globalThis.Function = RealFunction;
  });
  return seen;
}
