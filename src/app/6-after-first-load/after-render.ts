import { preloadHttpClient } from '@/shared/api';
import { afterFirstLoad } from './after-first-load';
import { scope } from '../4-router/model';
import { connectServiceWorker } from './update';

/**
 * What follows the first render of either entry (the router's app, ../4-router/app.tsx, or the login page's,
 * ../3-login/login-app.tsx), off the first load's path: the HTTP client once the page is idle (before a login),
 * and in real-server builds the app's service worker (scripts/build/vite/pwa.ts) only where MSW's worker does
 * not own the scope.
 */
export function afterRender(): void {
  afterFirstLoad(() => void preloadHttpClient(), 0);
  if (!__API_MOCKING__) afterFirstLoad(() => void import('virtual:pwa-register').then(({ registerSW }) => connectServiceWorker(registerSW, scope)));
}
