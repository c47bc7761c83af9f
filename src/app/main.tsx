import { API_BASE_URL } from '@/shared/config';

/**
 * Entry. In mock mode the mock provider starts first (MSW must patch WebSocket before
 * socket.io-client loads), then the app is imported and rendered. A build pointed at a real
 * server drops the mock import entirely: the test reads Vite's `__API_MOCKING__` define itself, so
 * the bundler sees `if (false)` before it collects dynamic imports. Through the imported
 * API_MOCKING constant the branch was dead but the mock chunk (dev SMS panel included) was still
 * emitted into dist/.
 */
async function boot() {
  if (__API_MOCKING__) {
    try {
      const { startMockProvider } = await import('@/shared/api/mocks/browser');
      await startMockProvider();
      // the mock payment provider's checkout page (issue 4) replaces the app on its own path
      if (window.location.pathname === '/mockCheckout') {
        const { wireCheckout } = await import('@/shared/api/mocks/checkout');
        wireCheckout(document.getElementById('root')!, API_BASE_URL);
        return;
      }
    } catch (error) {
      console.error('[mock provider] failed to start', error);
    }
  }
  const { renderApp } = await import('./app');
  renderApp(document.getElementById('root')!);
}

void boot();
