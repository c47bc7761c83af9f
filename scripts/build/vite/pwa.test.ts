import { describe, expect, test } from 'vitest';
import type { RuntimeCaching } from 'workbox-build';
import { CALL_SOUNDS_CACHE, MANIFEST, pwaOptions, shellFiles } from './pwa';

const origin = 'https://cartela.example';
/** Which runtime cache (by name) a GET of `path` from our page lands in; undefined: none (network). */
function cacheFor(path: string, from = origin): string | undefined {
  const url = new URL(path, from);
  const sameOrigin = url.origin === origin;
  const rules = pwaOptions(false, 'dist').workbox!.runtimeCaching as RuntimeCaching[];
  const rule = rules.find((r) => (r.urlPattern as (o: { url: URL; sameOrigin: boolean }) => boolean)({ url, sameOrigin }));
  return rule?.options?.cacheName ?? undefined;
}

describe('service worker and manifest options', () => {
  test('mock builds have no worker and no manifest; real-server builds prompt before an update', () => {
    expect(pwaOptions(true, 'dist').disable).toBe(true);
    const real = pwaOptions(false, 'dist');
    expect(real.disable).toBe(false);
    expect(real.registerType).toBe('prompt');
    expect(real.injectRegister).toBe(false);
    expect(real.workbox!.skipWaiting).toBeUndefined();
    expect(real.workbox!.navigateFallback).toBe('index.html');
  });

  test('manifest: product name, Amharic short name, standalone, the theme colours, 192/512/maskable icons', () => {
    expect(MANIFEST).toMatchObject({ name: 'Cartela Bingo', short_name: 'ካርቴላ', start_url: '/', display: 'standalone', theme_color: '#0f172a' });
    expect(MANIFEST.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  });

  test('hashed assets and call clips are cached at run time; API and socket answers never', () => {
    expect(cacheFor('/assets/app-abc123.js')).toBe('assets');
    expect(cacheFor('/sounds/calls/75.mp3')).toBe(CALL_SOUNDS_CACHE.name);
    expect(cacheFor('/sounds/calls-en/75.mp3')).toBe(CALL_SOUNDS_CACHE.name);
    expect(CALL_SOUNDS_CACHE.maxEntries).toBe(80);
    for (const path of ['/api/login', '/api/assets/x', '/socket.io/?EIO=4&transport=polling', '/sounds/other.mp3', '/', '/auth', '/manifest.webmanifest']) expect(cacheFor(path)).toBeUndefined();
    expect(cacheFor('https://provider.example/assets/app.js')).toBeUndefined();
    expect(cacheFor('https://provider.example/sounds/calls/1.mp3')).toBeUndefined();
    const denied = pwaOptions(false, 'dist').workbox!.navigateFallbackDenylist!;
    expect(denied.some((re) => re.test('/api/login'))).toBe(true);
    expect(denied.some((re) => re.test('/socket.io/'))).toBe(true);
  });

  test('the precached shell is what index.html loads or preloads, and the router\'s app with the login route, with their static imports and CSS', () => {
    const manifest = {
      'index.html': { file: 'assets/index-1.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      '_app-1.js': { file: 'assets/app-1.js', imports: ['_react.js', '_link.js'] },
      '_link.js': { file: 'assets/link-1.js', imports: ['_react.js'] },
      'src/app/4-router/app.tsx': { file: 'assets/router-1.js', imports: ['_react.js', '_history.js'] },
      '_history.js': { file: 'assets/history-1.js' },
      'src/app/routes/auth.tsx?tsr-split=component': { file: 'assets/auth-1.js', imports: ['_otp.js'], css: ['assets/auth-1.css'] },
      '_otp.js': { file: 'assets/otp-1.js' },
      'src/app/routes/_protected/stake.tsx?tsr-split=component': { file: 'assets/stake-1.js', imports: ['_socket.js'] },
      '_socket.js': { file: 'assets/socket-1.js' },
      'src/features/transaction-history/ui/BalanceChart.tsx': { file: 'assets/BalanceChart-1.js' },
    };
    const html = [
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<link rel="stylesheet" crossorigin href="/assets/style-1.css">',
      '<link rel="preload" href="/assets/font-1.woff2" as="font" type="font/woff2" crossorigin="">',
      '<link rel="modulepreload" crossorigin href="/assets/app-1.js">',
      '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
    ].join('\n');
    expect([...shellFiles(manifest, html)].sort()).toEqual(
      ['index.html', 'assets/index-1.js', 'assets/react-1.js', 'assets/app-1.js', 'assets/style-1.css', 'assets/font-1.woff2', 'assets/link-1.js', 'assets/router-1.js', 'assets/history-1.js', 'assets/auth-1.js', 'assets/auth-1.css', 'assets/otp-1.js'].sort(),
    );
  });
});
