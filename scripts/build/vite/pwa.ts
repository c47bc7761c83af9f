import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { firstLoadFiles, staticClosure } from '../../measure/first-load-files';

/**
 * The installable app and its service worker (vite-plugin-pwa, Workbox `generateSW`), for builds
 * that talk to a real server only: in mock mode MSW's worker owns the scope, so there is no app
 * worker and no manifest. src/app/4-router/app.tsx registers it late (app/update.ts); README "Deploying".
 */

/** The web app manifest: spec product name, Amharic short name, the theme's colours. */
export const MANIFEST = {
  name: 'Cartela Bingo',
  short_name: 'ካርቴላ',
  description: 'Cartela: play bingo online in birr',
  lang: 'am',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  // src/shared/ui/theme: bg
  theme_color: '#0f172a',
  background_color: '#0f172a',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} satisfies VitePWAOptions['manifest'];

/** The call clips cached on first play; 75 numbers per language, so a whole set fits. */
export const CALL_SOUNDS_CACHE = { name: 'call-sounds', maxEntries: 80 };

/** The router's app and the login route (the login page loads them with its first navigation, src/app/3-login/login-handover.tsx). */
const ROUTER_APP = /^src\/app\/(4-router\/app\.tsx|routes\/auth\.tsx)/;

/**
 * The files of the app shell in a build: index.html and what a first visit to the login page
 * fetches (scripts/measure/first-load-files.ts: the entry, the preloaded app chunk group, the
 * stylesheet, the preloaded font), which the install then reads from the HTTP cache, and the router's
 * app with the login route and their static imports (the login page hydrates without them, but every
 * other page, and the login page's links, need them). Everything else under /assets/ is cached when
 * first used. Paths are relative to outDir.
 */
export function shellFiles(manifest: Parameters<typeof firstLoadFiles>[0], html: string): Set<string> {
  const routerApp = staticClosure(manifest, Object.keys(manifest).filter((key) => ROUTER_APP.test(key)));
  return new Set(['index.html', ...firstLoadFiles(manifest, html).files, ...routerApp.files]);
}

/** A Workbox plugin: fetch a clip whole (no Range header) so the full 200 can be cached. */
const WHOLE_CLIP = {
  requestWillFetch: async ({ request }: { request: Request }) => new Request(request.url, { credentials: 'same-origin' }),
};

/** The plugin options for a build into `outDir`; `mocking` turns it off (see above). */
export function pwaOptions(mocking: boolean, outDir: string): Partial<VitePWAOptions> {
  return {
    disable: mocking,
    registerType: 'prompt',
    // src/app/4-router/app.tsx registers through virtual:pwa-register, after the first load
    injectRegister: false,
    manifest: MANIFEST,
    includeManifestIcons: false,
    workbox: {
      globPatterns: ['index.html', 'assets/*.{js,css,woff2}'],
      globIgnores: ['mockServiceWorker.js'],
      manifestTransforms: [
        async (entries) => {
          const viteManifest = resolve(outDir, '.vite/manifest.json');
          const html = resolve(outDir, 'index.html');
          if (!existsSync(viteManifest) || !existsSync(html)) return { manifest: entries, warnings: ['no Vite manifest: precaching every script'] };
          const keep = shellFiles(JSON.parse(readFileSync(viteManifest, 'utf8')) as Parameters<typeof shellFiles>[0], readFileSync(html, 'utf8'));
          return { manifest: entries.filter((entry) => keep.has(entry.url)) };
        },
      ],
      navigateFallback: 'index.html',
      // answers from the API and the socket are never the shell (same-origin deployments)
      navigateFallbackDenylist: [/^\/api\//, /^\/socket\.io\//],
      cleanupOutdatedCaches: true,
      // the first visit's page is taken over once the worker is active, so what it fetches after
      // that (route chunks, call clips) is cached; an update still waits for the player's Reload
      clientsClaim: true,
      runtimeCaching: [
        {
          // hashed file names: a cached copy never goes stale
          urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: { cacheName: 'assets', expiration: { maxEntries: 150, maxAgeSeconds: 60 * 60 * 24 * 60 } },
        },
        {
          // every language's set (sounds/calls/, sounds/calls-en/); a player hears one set at a time
          urlPattern: ({ sameOrigin, url }) => sameOrigin && /^\/sounds\/calls[\w-]*\//.test(url.pathname),
          handler: 'CacheFirst',
          options: {
            cacheName: CALL_SOUNDS_CACHE.name,
            expiration: { maxEntries: CALL_SOUNDS_CACHE.maxEntries },
            // the audio element asks for byte ranges; answer them from the whole cached clip
            rangeRequests: true,
            plugins: [WHOLE_CLIP],
          },
        },
      ],
    },
  };
}

/** The vite-plugin-pwa plugins for vite.config.ts. */
export const cartelaPwa = (mocking: boolean, outDir: string) => VitePWA(pwaOptions(mocking, outDir));
