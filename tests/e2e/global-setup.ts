import { rmSync } from 'node:fs';
import { build, preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';
import { E2E_WORKERS, MOCK_BUILD_ENV, MOCK_OUT_DIR, netOutDir, networkBuildEnv } from './builds';
import { serveWithNginx } from './nginx';

/**
 * Builds the production app in mock mode, and in network mode once per worker (each pointed at the
 * provider port that worker's network tests start), and serves the mock build with `vite preview`
 * and each network build through the hosting configuration (deploy/nginx): every network-mode test
 * goes through what operators run. Should nginx not start, `vite preview` serves instead and
 * `nginxError` says why.
 */
// E2E_PORT_BASE lets several checkouts run their browser tests side by side.
const BASE = Number(process.env.E2E_PORT_BASE ?? 4180);
const MOCK_PORT = BASE + 1;
const WORKERS = Array.from({ length: E2E_WORKERS }, (_, i) => i + 1);
const netPort = (worker: number) => BASE + 1 + worker;
const providerPort = (worker: number) => BASE + 4609 + worker;

declare module 'vitest' {
  export interface ProvidedContext {
    mockUrl: string;
    /** Per worker (index 0 is VITEST_POOL_ID 1): the origin of its network build (tests/e2e/servers.ts). */
    netUrls: string[];
    /** Per worker: the port its network build's provider listens on. */
    providerPorts: number[];
    /** Why deploy/nginx did not start (the network build is then served by `vite preview`); null when it serves. */
    nginxError: string | null;
  }
}

async function buildInto(outDir: string, env: Record<string, string | undefined>) {
  const saved = { ...process.env };
  // Vitest runs with NODE_ENV=test, which Vite would keep for the build: React's development
  // build (StrictMode's double effects, extra checks) instead of what players get.
  Object.assign(process.env, env, { CARTELA_OUT_DIR: outDir, NODE_ENV: 'production' });
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete process.env[k];
  try {
    rmSync(outDir, { recursive: true, force: true });
    await build({ logLevel: 'warn', mode: 'production' });
  } finally {
    process.env = saved;
  }
}

export default async function setup(project: TestProject) {
  await buildInto(MOCK_OUT_DIR, MOCK_BUILD_ENV);
  for (const worker of WORKERS) await buildInto(netOutDir(worker), networkBuildEnv(providerPort(worker)));
  const mockServer: PreviewServer = await preview({ logLevel: 'warn', build: { outDir: MOCK_OUT_DIR }, preview: { host: '127.0.0.1', port: MOCK_PORT, strictPort: true } });
  // a configuration error fails the hosting test (nginx.e2e.ts), not the launch of every test
  const stops: (() => Promise<void>)[] = [];
  let nginxError: string | null = null;
  for (const worker of WORKERS) {
    try {
      stops.push(await serveWithNginx(netOutDir(worker), netPort(worker)));
    } catch (error) {
      nginxError ??= error instanceof Error ? error.message : String(error);
      const fallback = await preview({ logLevel: 'warn', build: { outDir: netOutDir(worker) }, preview: { host: '127.0.0.1', port: netPort(worker), strictPort: true } });
      stops.push(() => fallback.close());
    }
  }
  project.provide('nginxError', nginxError);
  project.provide('mockUrl', `http://127.0.0.1:${MOCK_PORT}`);
  project.provide('netUrls', WORKERS.map((worker) => `http://127.0.0.1:${netPort(worker)}`));
  project.provide('providerPorts', WORKERS.map(providerPort));
  return async () => {
    await mockServer.close();
    for (const stop of stops) await stop();
  };
}
