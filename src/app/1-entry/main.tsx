import { API_BASE_URL, SENTRY_DSN, STORAGE_KEYS } from '@/shared/config';
import { configureErrorReporting, installGlobalErrorReporting, reportError } from '@/shared/lib/report-error';
import { showBootFailure } from './boot-failure';
import { loadFirstRoute } from '../2-early-read/first-route';

configureErrorReporting({ dsn: SENTRY_DSN, tokenStorageKey: STORAGE_KEYS.token });
installGlobalErrorReporting();

/**
 * Entry. In mock mode the mock provider starts first (MSW must patch WebSocket before
 * socket.io-client loads), then the app is imported and rendered. A build pointed at a real
 * server drops the mock import entirely: the test reads Vite's `__API_MOCKING__` define itself, so
 * the bundler sees `if (false)` before it collects dynamic imports (through an imported constant
 * the branch would be dead but the mock chunk would still be emitted into dist/). There the chunks
 * of the first screen load alongside the app chunk (in mock mode they wait: nothing may load
 * before the mock provider). Where index.html shows the login page's prerendered markup, it loads
 * this entry only after that first paint (scripts/build/vite/prerender-login.ts), and then the login page's
 * own entry (../3-login/login-app.tsx) instead of the router's app.
 */
async function boot(root: HTMLElement) {
  if (__API_MOCKING__) {
    try {
      const { startMockProvider, wireCheckout } = await import('@mock-provider/browser');
      await startMockProvider();
      // the mock payment provider's checkout page replaces the app on its own path
      if (window.location.pathname === '/mockCheckout') {
        wireCheckout(root, API_BASE_URL);
        return;
      }
    } catch (error) {
      console.error('[mock provider] failed to start', error);
    }
  } else {
    loadFirstRoute(window.location.pathname);
  }
  // the login page's prerendered markup (a visitor's /auth) is hydrated without the router
  const { renderApp } = root.dataset.prerendered ? await import('../3-login/login-app') : await import('../4-router/app');
  await renderApp(root);
}

const root = document.getElementById('root')!;
// A chunk that cannot load (offline, a deploy that replaced it) would otherwise leave a blank page.
boot(root).catch((error: unknown) => {
  reportError(error, { kind: 'boot' });
  showBootFailure(root);
});
