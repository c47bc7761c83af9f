import { inject } from 'vitest';
import { netOutDir } from './builds';

// The network-mode servers of the worker running this test file (global-setup.ts starts one set per
// worker): its nginx-served build, the provider port that build talks to, and the build's folder.

/** This file's worker, 1-based (vitest's VITEST_POOL_ID runs from 1 to maxWorkers). */
const worker = () => Number(process.env.VITEST_POOL_ID ?? 1);

/** The origin serving this worker's network build, e.g. `http://127.0.0.1:4182`. */
export const netUrl = (): string => inject('netUrls')[worker() - 1]!;

/** The port the provider of this worker's network build listens on. */
export const providerPort = (): number => inject('providerPorts')[worker() - 1]!;

/** The folder of this worker's network build. */
export const netDir = (): string => netOutDir(worker());
