import { rmSync } from 'node:fs';
import { build, preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';
import { MOCK_BUILD_ENV, MOCK_OUT_DIR, NET_OUT_DIR, networkBuildEnv } from './builds';
import { serveWithNginx } from './nginx';

/**
 * Builds the production app twice — mock mode, and network mode pointed at the provider port the
 * network test starts — and serves the mock build with `vite preview` and the network build through
 * the hosting configuration (deploy/nginx): every network-mode test goes through what operators run.
 * Should nginx not start, `vite preview` serves it instead and `nginxError` says why.
 */
// E2E_PORT_BASE lets several checkouts run their browser tests side by side.
const BASE = Number(process.env.E2E_PORT_BASE ?? 4180);
export const PROVIDER_PORT = BASE + 4610;
const MOCK_PORT = BASE + 1;
const NET_PORT = BASE + 2;

declare module 'vitest' {
  export interface ProvidedContext {
    mockUrl: string;
    netUrl: string;
    providerPort: number;
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
  await buildInto(NET_OUT_DIR, networkBuildEnv(PROVIDER_PORT));
  const mockServer: PreviewServer = await preview({ logLevel: 'warn', build: { outDir: MOCK_OUT_DIR }, preview: { host: '127.0.0.1', port: MOCK_PORT, strictPort: true } });
  // a configuration error fails the hosting test (nginx.e2e.ts), not the launch of every test
  let stopNet: () => Promise<void>;
  let nginxError: string | null = null;
  try {
    stopNet = await serveWithNginx(NET_OUT_DIR, NET_PORT);
  } catch (error) {
    nginxError = error instanceof Error ? error.message : String(error);
    const fallback = await preview({ logLevel: 'warn', build: { outDir: NET_OUT_DIR }, preview: { host: '127.0.0.1', port: NET_PORT, strictPort: true } });
    stopNet = () => fallback.close();
  }
  project.provide('nginxError', nginxError);
  project.provide('mockUrl', `http://127.0.0.1:${MOCK_PORT}`);
  project.provide('netUrl', `http://127.0.0.1:${NET_PORT}`);
  project.provide('providerPort', PROVIDER_PORT);
  return async () => {
    await mockServer.close();
    await stopNet();
  };
}
