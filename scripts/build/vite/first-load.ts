import type { Plugin, Rollup } from 'vite';

/**
 * The chunk files to preload from index.html: the chunks holding a module whose id ends with one of
 * `modules` (e.g. `src/app/4-router/app.tsx`, `src/app/routes/auth.tsx?tsr-split=component`), with their
 * static imports, less `entry` and its static imports (Vite preloads those itself).
 * @throws Error when no chunk holds a module (the preload would silently go stale)
 */
export function firstLoadChunks(bundle: Rollup.OutputBundle, entry: Rollup.OutputChunk, modules: string[]): string[] {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const closure = (start: string[], into: Set<string>) => {
    const stack = [...start];
    while (stack.length) {
      const file = stack.pop()!;
      const chunk = bundle[file];
      if (into.has(file) || chunk?.type !== 'chunk') continue;
      into.add(file);
      stack.push(...chunk.imports);
    }
    return into;
  };
  const preloaded = closure([entry.fileName], new Set());
  const wanted = modules.map((m) => {
    const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(m)));
    if (!chunk) throw new Error(`first-load preload: no chunk for ${m}`);
    return chunk.fileName;
  });
  return [...closure(wanted, new Set())].filter((f) => !preloaded.has(f));
}

/**
 * Builds only: `<link rel="modulepreload">` in index.html for the chunks of `modules` and their
 * static imports, so the browser fetches them with the entry instead of after it has run (the
 * entry imports the app dynamically, so a failed chunk still ends in the boot-failure screen).
 * Links, not an inline script: the Content Security Policy allows no inline script.
 */
export function preloadFirstLoad(modules: string[]): Plugin {
  let base = '/';
  return {
    name: 'cartela:preload-first-load',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return;
        return firstLoadChunks(bundle, chunk, modules).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: base + file },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

type ModuleInfoOf = (id: string) => { importedIds: readonly string[]; code: string | null } | null;

/** The compiled messages' barrel (`m`): it imports every message module, used or not. */
const MESSAGES_BARREL = /[\\/]paraglide[\\/]messages[\\/]_index\.js$/;
/** A use of a compiled message in a module's code: `m.some_key`. */
const MESSAGE_USE = /\bm\.([a-z][a-z0-9_]*)\b/g;

/**
 * The modules `roots` reach through static imports, where the messages' barrel counts for only the
 * messages a reached module names (`m.some_key` → `…/paraglide/messages/some_key.js`): through the
 * barrel every module reaches every message, and a chunk group that took them all would carry every
 * text of the app.
 */
export function staticClosure(roots: string[], info: ModuleInfoOf): Set<string> {
  const seen = new Set<string>();
  const used = new Set<string>();
  let messagesDir: string | undefined;
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    const module = info(id);
    if (!module) continue;
    seen.add(id);
    if (MESSAGES_BARREL.test(id)) {
      messagesDir = id.replace(/_index\.js$/, '');
      continue;
    }
    if (!id.includes('node_modules')) for (const [, key] of (module.code ?? '').matchAll(MESSAGE_USE)) used.add(key!);
    stack.push(...module.importedIds);
  }
  if (messagesDir) for (const key of used) if (info(`${messagesDir}${key}.js`)) seen.add(`${messagesDir}${key}.js`);
  return seen;
}

/**
 * A rolldown chunk group `name` holding every module `roots` reach through static imports, less
 * what `outside` reaches (the entry's modules stay in the entry chunk, so the group is still imported
 * dynamically; an earlier group keeps its own): one file instead of a dozen small shared chunks a
 * first load would request one by one. Module ids are absolute paths (with their query, e.g.
 * `?tsr-split=component`). `rootsOut`: roots whose own module stays out of the group (their static
 * imports are in), e.g. a route component the router imports dynamically.
 */
export function firstLoadGroup(name: string, roots: string[], outside: string[], options: { rootsOut?: string[] } = {}) {
  let members: Set<string> | undefined;
  return {
    debugName: name,
    // the entry's modules stay out even when a member imports them
    includeDependenciesRecursively: false,
    name(id: string, ctx: { getModuleInfo: ModuleInfoOf }) {
      if (!members) {
        const info = ctx.getModuleInfo.bind(ctx);
        const excluded = staticClosure(outside, info);
        const out = new Set(options.rootsOut ?? []);
        members = new Set([...staticClosure(roots, info)].filter((m) => !excluded.has(m) && !out.has(m)));
      }
      return members.has(id) ? name : null;
    },
  };
}

/**
 * A rolldown chunk group `name` holding the modules that at least two of `roots` reach through static
 * imports and that neither `outside` nor `others` reach: the code only a family of pages shares (e.g.
 * the manual game's three screens) in one file, each page's own modules still in its route chunk, and
 * no page outside the family loading it. Without it rolldown makes one small chunk per set of pages
 * sharing a module (a dozen requests of 1–3 KB per page).
 */
export function sharedGroup(name: string, roots: string[], outside: string[], others: string[] = []) {
  let members: Set<string> | undefined;
  return {
    debugName: name,
    includeDependenciesRecursively: false,
    name(id: string, ctx: { getModuleInfo: ModuleInfoOf }) {
      if (!members) {
        const info = ctx.getModuleInfo.bind(ctx);
        const excluded = staticClosure([...outside, ...others], info);
        const reached = new Map<string, number>();
        for (const root of roots) for (const m of staticClosure([root], info)) reached.set(m, (reached.get(m) ?? 0) + 1);
        members = new Set([...reached].filter(([m, count]) => count >= 2 && !excluded.has(m) && !roots.includes(m)).map(([m]) => m));
      }
      return members.has(id) ? name : null;
    },
  };
}

/**
 * The static import cycles among `chunks` (file name → the files it imports statically), each as
 * `a.js -> b.js -> a.js`; none in a sound build. In a cycle the chunk imported second runs first and
 * reads the other's exports before they are set: a module-level list of messages then holds
 * `undefined` and the page crashes when it renders.
 */
export function chunkCycles(chunks: Record<string, readonly string[]>): string[] {
  const state = new Map<string, 'open' | 'done'>();
  const cycles: string[] = [];
  const visit = (file: string, path: string[]) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') {
      cycles.push([...path.slice(path.indexOf(file)), file].join(' -> '));
      return;
    }
    state.set(file, 'open');
    for (const next of chunks[file] ?? []) visit(next, [...path, file]);
    state.set(file, 'done');
  };
  for (const file of Object.keys(chunks)) visit(file, []);
  return cycles;
}

/**
 * Builds only: fails the build when chunks import each other in a cycle (see `chunkCycles`), so a
 * chunk layout that would run code before what it reads never ships.
 * @throws Error naming the cycles
 */
export function noChunkCycles(): Plugin {
  return {
    name: 'cartela:no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.fromEntries(
        Object.values(bundle)
          .filter((c): c is Rollup.OutputChunk => c.type === 'chunk')
          .map((c) => [c.fileName, c.imports]),
      );
      const cycles = chunkCycles(chunks);
      if (cycles.length) this.error(`chunks import each other in a cycle (a chunk would run before what it reads):\n${cycles.join('\n')}`);
    },
  };
}
