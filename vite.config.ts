import { existsSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { ethiopicFont } from './scripts/vite/ethiopic-font';
import { contentSecurityPolicy, securityHeaders } from './src/shared/config/csp';
import { cartelaPwa } from './scripts/vite/pwa';

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

/** The policy inside a built index.html (written by `cspMeta`; Vite escapes the quotes as `&#39;`). */
const CSP_META = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/;
const unescapeAttribute = (value: string) =>
  value.replace(/&(#39|quot|lt|gt|amp);/g, (_, name: string) => ({ '#39': "'", quot: '"', lt: '<', gt: '>', amp: '&' })[name]!);

/**
 * Production builds carry the Content Security Policy (src/shared/config/csp.ts) as the first
 * element of `<head>`, so it governs every script and style that follows. Not in dev: Vite's dev
 * server injects inline scripts (HMR, React refresh).
 */
function cspMeta(policy: string): Plugin {
  return {
    name: 'cartela:csp-meta',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy }, injectTo: 'head-prepend' }],
  };
}

/**
 * `vite preview` sends the security headers of README "Deploying". The policy is read from the
 * served build's index.html, not from the environment of the preview process: a build made with
 * other VITE_ variables (the e2e setup builds twice, then previews) keeps the policy it was built
 * with, and header and meta never disagree.
 */
function previewSecurityHeaders(fallbackPolicy: string): Plugin {
  return {
    name: 'cartela:preview-security-headers',
    config(config, { isPreview }) {
      if (!isPreview) return;
      const html = resolve(config.root ?? process.cwd(), config.build?.outDir ?? 'dist', 'index.html');
      const built = existsSync(html) ? CSP_META.exec(readFileSync(html, 'utf8'))?.[1] : undefined;
      return { preview: { headers: securityHeaders(built ? unescapeAttribute(built) : fallbackPolicy) } };
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  const mocking = isMocking(env);
  const outDir = process.env.CARTELA_OUT_DIR ?? 'dist';
  const policy = contentSecurityPolicy(env);
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
      cspMeta(policy),
      previewSecurityHeaders(policy),
      ethiopicFont(),
      cartelaPwa(mocking, outDir),
    ],
    define: { __API_MOCKING__: JSON.stringify(mocking) },
    resolve: {
      alias: {
        '@contracts/socket': resolve(import.meta.dirname, 'socket-contracts/index.ts'),
        // the mock provider's browser entry (main.tsx imports it only in mock mode); `./node` is for Node
        '@mock-provider/browser': resolve(import.meta.dirname, 'mock-provider/browser.ts'),
        '@': resolve(import.meta.dirname, 'src'),
      },
    },
    build: { outDir, manifest: true, sourcemap: false, target: 'es2022' },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
  };
});
