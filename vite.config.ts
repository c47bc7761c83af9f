import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

/** Mock mode: VITE_API_MOCKING=true, or no VITE_API_BASE_URL (unless VITE_API_MOCKING=false). */
export function isMocking(env: Record<string, string | undefined>): boolean {
  if (env.VITE_API_MOCKING === 'true') return true;
  if (env.VITE_API_MOCKING === 'false') return false;
  return !env.VITE_API_BASE_URL;
}

/** A build for a real server neither ships nor registers MSW's worker (toolchain trap 7). */
function dropMockWorker(mocking: boolean, outDir: string): Plugin {
  return {
    name: 'cartela:drop-mock-worker',
    apply: 'build',
    closeBundle() {
      if (!mocking) rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  const mocking = isMocking(env);
  const outDir = process.env.CARTELA_OUT_DIR ?? 'dist';
  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        routesDirectory: './src/app/routes',
        generatedRouteTree: './src/app/routeTree.gen.ts',
      }),
      react(),
      vanillaExtractPlugin(),
      dropMockWorker(mocking, outDir),
    ],
    define: { __API_MOCKING__: JSON.stringify(mocking) },
    resolve: {
      alias: {
        '@contracts/socket': resolve(import.meta.dirname, 'socket-contracts/index.ts'),
        '@': resolve(import.meta.dirname, 'src'),
      },
    },
    build: { outDir, manifest: true, sourcemap: false, target: 'es2022' },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
  };
});
