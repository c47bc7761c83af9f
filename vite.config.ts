import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { buildEnvProblem } from './scripts/build/vite/build-guard';
import { chunkModules } from './scripts/build/vite/chunk-modules';
import { ethiopicFont } from './scripts/build/vite/ethiopic-font';
import { compiledMessages } from './scripts/build/vite/messages';
import { firstLoadGroup, noChunkCycles, preloadFirstLoad, sharedGroup } from './scripts/build/vite/first-load';
import { contentSecurityPolicy, securityHeaders } from './src/shared/config/csp';
import { cartelaPwa } from './scripts/build/vite/pwa';
import { deployFiles, headersFileOf, readNginxHeaders } from './scripts/build/vite/deploy-files';
import { LOGIN_MARKUP_CHOOSER_HASH, PRERENDER_BUILD_FLAG, prerenderLogin, THEME_CHOOSER } from './scripts/build/vite/prerender-login';

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
 * `vite preview` sends the security headers of README "Deploying", read from the nginx headers file
 * the served build wrote beside its folder (scripts/build/vite/deploy-files.ts), not from the environment
 * of the preview process: a build made with other VITE_ variables (the e2e setup builds twice, then
 * previews) keeps the headers it was built with, and preview and nginx send the same.
 */
function previewSecurityHeaders(fallback: Record<string, string>): Plugin {
  return {
    name: 'cartela:preview-security-headers',
    config(config, { isPreview }) {
      if (!isPreview) return;
      const file = headersFileOf(resolve(config.root ?? process.cwd(), config.build?.outDir ?? 'dist'));
      return { preview: { headers: existsSync(file) ? readNginxHeaders(file) : fallback } };
    },
  };
}

const src = (path: string) => resolve(import.meta.dirname, 'src', path);
const routeComponent = (file: string) => `${src(`app/routes/${file}`)}?tsr-split=component`;
// what loads before the app: the entry, and in mock mode the mock provider (MSW must patch WebSocket
// before socket.io-client loads, so no group may hold a module the mock provider imports)
const BEFORE_APP = [src('app/1-entry/main.tsx'), resolve(import.meta.dirname, 'mock-provider/browser.ts')];
// the login page's own entry (a visitor's first load of /auth hydrates it without the router)
const APP_ROOTS = [src('app/3-login/login-app.tsx')];
// the router's app: every other page, and the login page once the visitor navigates (src/app/3-login/login-handover.tsx)
const ROUTER_ROOTS = [src('app/4-router/app.tsx'), src('app/3-login/login-handover.tsx'), routeComponent('auth.tsx')];
// what every logged-in page renders around its own screen: the /_protected layout (header, snackbar) and Query's client
// (and the shell a page paints while its screen loads, src/app/5-first-paint/lazy-page.tsx)
const PROTECTED_ROOTS = [routeComponent('_protected.tsx'), src('app/4-router/query.tsx'), src('app/5-first-paint/lazy-page.tsx')];
// the live connection's light half (status, listeners, emits); Socket.IO and the contract's zod parsers load
// after the first paint, each in its own chunk (src/shared/socket/load.ts)
const SOCKET_ROOTS = [src('shared/socket/index.ts')];
// families of logged-in pages: what two pages of a family share goes into one chunk of the family
// (a page whose screen loads after its shell, src/app/5-first-paint/lazy-page.tsx, counts by its page slice: its route chunk imports it dynamically)
const protectedRoutes = (files: string[]) => files.map((file) => routeComponent(`_protected/${file}.tsx`));
const pageSlices = (names: string[]) => names.map((name) => src(`pages/${name}/index.ts`));
const MANUAL_GAME = pageSlices(['stake', 'board-selector', 'game-window']);
const SCHEDULED_GAME = [...protectedRoutes(['autoGames']), ...pageSlices(['auto-board-selector', 'auto-game-play'])];
const ACCOUNT = [
  ...protectedRoutes(['gameType', 'transactionHistory', 'limits', 'invite', 'instructions', 'support', 'terms']),
  ...pageSlices(['add-balance', 'game-history', 'profile']),
];
const FAMILY_OUTSIDE = [...BEFORE_APP, ...APP_ROOTS, ...ROUTER_ROOTS, ...PROTECTED_ROOTS, ...SOCKET_ROOTS];

export default defineConfig(({ mode, command, isPreview }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  // a build that would ship the mock wallet by mistake stops here, with one line
  const problem = command === 'build' && !isPreview ? buildEnvProblem(env) : null;
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  const mocking = isMocking(env);
  const outDir = process.env.CARTELA_OUT_DIR ?? 'dist';
  // the one inline script: the login markup's chooser (scripts/build/vite/prerender-login.ts)
  const policy = contentSecurityPolicy(env, { scriptHashes: [LOGIN_MARKUP_CHOOSER_HASH] });
  // Telegram's web client may frame the app only when the build names the Mini App's bot
  const headers = securityHeaders(policy, { telegramWeb: Boolean(env.VITE_TELEGRAM_BOT) });
  const alias = {
    '@contracts/socket': resolve(import.meta.dirname, 'socket-contracts/index.ts'),
    // the contract's values without its schemas (the options, the chat's limits): read before the first paint
    '@contracts/socket-constants': resolve(import.meta.dirname, 'socket-contracts/constants.ts'),
    // the mock provider's browser entry (main.tsx imports it only in mock mode); `./node` is for Node
    '@mock-provider/browser': resolve(import.meta.dirname, 'mock-provider/browser.ts'),
    '@': resolve(import.meta.dirname, 'src'),
  };
  if (process.env[PRERENDER_BUILD_FLAG]) {
    // the nested build of the login page's prerender (scripts/build/vite/prerender-login.ts): the same
    // components and styles bundled whole for Node, the router in its browser build (its server build
    // renders other markup: no Suspense boundaries, a scroll-restoration script) so hydration matches
    return {
      plugins: [
        tanstackRouter({ target: 'react', autoCodeSplitting: false, routesDirectory: './src/app/routes', generatedRouteTree: './src/app/routeTree.gen.ts' }),
        react(),
        vanillaExtractPlugin(),
      ],
      define: { __API_MOCKING__: JSON.stringify(mocking) },
      resolve: {
        alias: { ...alias, '@tanstack/router-core/isServer': resolve(import.meta.dirname, 'node_modules/@tanstack/router-core/dist/esm/isServer/client.js') },
      },
      ssr: { noExternal: true },
      build: { target: 'node20', minify: false, copyPublicDir: false },
    };
  }
  return {
    plugins: [
      // the compiled messages from the catalogues (not committed)
      compiledMessages(),
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
      previewSecurityHeaders(headers),
      ethiopicFont(),
      // the login page's chunks load with the entry (the first screen of a visitor; budget: scripts/measure/size-budget.ts)
      preloadFirstLoad(APP_ROOTS),
      // the login page's markup in index.html, hydrated by src/app/4-router/app.tsx (after preloadFirstLoad: it
      // leaves those preloads to the chooser)
      prerenderLogin(import.meta.dirname),
      // the dev server has no chooser: the stored colour theme alone, before the first paint
      { name: 'cartela:dev-theme', apply: 'serve', transformIndexHtml: (html: string) => html.replace('</head>', () => `<script>${THEME_CHOOSER}</script></head>`) },
      noChunkCycles(),
      // which chunk holds which module, for the per-page budget and size report (scripts/measure/page-files.ts)
      chunkModules(),
      cartelaPwa(mocking, outDir),
      // after the service worker's files: their compressed twins too
      deployFiles(outDir, headers),
    ],
    define: { __API_MOCKING__: JSON.stringify(mocking) },
    resolve: {
      alias: [
        ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
        // React 19 has useSyncExternalStore: effector-react and TanStack Store take it from React
        // instead of the shim for React < 18 (use-sync-external-store's own non-shim entries)
        ...['use-sync-external-store/shim/with-selector.js', 'use-sync-external-store/shim/with-selector'].map((find) => ({ find, replacement: resolve(import.meta.dirname, 'node_modules/use-sync-external-store/with-selector.js') })),
        ...['use-sync-external-store/shim/index.js', 'use-sync-external-store/shim'].map((find) => ({ find, replacement: resolve(import.meta.dirname, 'node_modules/use-sync-external-store/index.js') })),
      ],
    },
    build: {
      outDir,
      manifest: true,
      // hidden maps (no comment in the chunks) only for the language budget, scripts/measure/i18n-cost.ts
      sourcemap: process.env.CARTELA_SOURCEMAP === 'hidden' ? 'hidden' : false,
      target: 'es2022',
      // one stylesheet (≈ 5 KB gzipped for every page) instead of one request per chunk
      cssCodeSplit: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // TanStack Query: the generated client's hooks reach it statically from the login page,
              // but only the protected pages use it (src/app/4-router/query.tsx); its own chunk, never the app's
              { name: 'query', test: /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/, includeDependenciesRecursively: false },
              // the login page with React and what every page shares (preloaded by index.html), with the
              // messages its modules name
              firstLoadGroup('app', APP_ROOTS, BEFORE_APP),
              // the router's app, beside it: the login page loads it only to navigate; the login route's
              // own component module stays out: in the group, the router's dynamic import of it got a
              // namespace export the chunk never declared
              firstLoadGroup('router', ROUTER_ROOTS, [...BEFORE_APP, ...APP_ROOTS], { rootsOut: [routeComponent('auth.tsx')] }),
              // React itself beside its JSX runtime (one small file of the first load, not two)
              { name: 'jsx-runtime', test: /node_modules[\\/]react[\\/]/ },
              // the layout of every logged-in page, with its messages (left to rolldown, the header's went
              // into the route chunk that imports this group: a cycle, see noChunkCycles); each page's own
              // screens stay in its route chunk, so a page loads only what it renders
              firstLoadGroup('protected', PROTECTED_ROOTS, [...BEFORE_APP, ...APP_ROOTS, ...ROUTER_ROOTS]),
              // zod on its own: the HTTP answers' validators (src/shared/api/validators.ts, loaded with a page's
              // reads; the session check's answer has a generated parser, src/shared/api/fast-answer.ts) need it,
              // the socket's contracts too; in the socket group, a page without a socket would wait for the whole
              // connection chunk before its first validated answer is read. Both use
              // Zod Mini (zod/mini), which tree-shakes to the checks in use; one classic `zod` import in the app would
              // bring back all of zod's core for every logged-in page (size budget: scripts/measure/size-budget.ts)
              { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
              // the pages that play or list games share one connection chunk instead of a handful of small ones
              firstLoadGroup('socket', SOCKET_ROOTS, [...BEFORE_APP, ...APP_ROOTS, ...ROUTER_ROOTS, ...PROTECTED_ROOTS]),
              // what only the pages of one family share, in one file per family; what both game families
              // share stays where rolldown puts it: one chunk of it made the stake list and the scheduled
              // games list load the whole game-play core (a message the list shares with the play screen
              // pulled the chunk in), and a module the game and account families share stays there too
              sharedGroup('game', MANUAL_GAME, FAMILY_OUTSIDE, [...SCHEDULED_GAME, ...ACCOUNT]),
              sharedGroup('scheduled', SCHEDULED_GAME, FAMILY_OUTSIDE, [...MANUAL_GAME, ...ACCOUNT]),
              sharedGroup('account', ACCOUNT, FAMILY_OUTSIDE, [...MANUAL_GAME, ...SCHEDULED_GAME]),
            ],
          },
        },
      },
    },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
  };
});
