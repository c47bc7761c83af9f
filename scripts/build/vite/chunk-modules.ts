import { relative } from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** One chunk of a build as `.vite/chunks.json` records it. */
export interface ChunkRecord {
  imports: string[];
  dynamicImports: string[];
  /** the chunk's modules, relative to the project root (with their query, e.g. `?tsr-split=component`), each with its rendered length in characters */
  modules: Record<string, number>;
}

/** The chunk records of `bundle`, module ids relative to `root`. */
export function chunkRecords(bundle: Rollup.OutputBundle, root: string): Record<string, ChunkRecord> {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  return Object.fromEntries(
    chunks.map((c) => [
      c.fileName,
      {
        imports: [...c.imports],
        dynamicImports: [...c.dynamicImports],
        modules: Object.fromEntries(Object.entries(c.modules).map(([id, m]) => [relative(root, id.replace(/^\0/, '')), m.renderedLength])),
      },
    ]),
  );
}

/**
 * Builds only: writes `.vite/chunks.json` into the build folder — every chunk with its static and
 * dynamic imports and the modules it holds. Vite's manifest names no module that sits inside a chunk
 * group; the per-page size budget and report (scripts/measure/page-files.ts) find a route's chunk here.
 */
export function chunkModules(): Plugin {
  let root = process.cwd();
  return {
    name: 'cartela:chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(chunkRecords(bundle, root), null, 1) });
    },
  };
}
