import { scopeBind } from 'effector';
import { registerSW } from 'virtual:pwa-register';
import { scope } from './model';
import { updateReady } from './update';

/**
 * Registers the app's service worker (pwa.config.ts: the precached shell, the runtime caches) and
 * wires its update flow: a newer deployment that waits raises `updateReady`; applying it (the
 * player's press) activates the new worker and reloads once it controls the page. A switch another
 * tab asked for takes this page over too, but this one keeps running until its player presses Reload.
 */
export function registerServiceWorker(): void {
  const ready = scopeBind(updateReady, { scope, safe: true });
  let registration: ServiceWorkerRegistration | undefined;
  const update = registerSW({
    immediate: true,
    onRegisteredSW: (_url, r) => (registration = r),
    onNeedRefresh: () =>
      ready(async () => {
        // another tab's press already switched workers: this page only has to reload
        if (registration && !registration.waiting) return window.location.reload();
        navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
        await update();
      }),
    // the reload is ours, after the press (above); workbox-window would reload every tab
    onNeedReload: () => {},
  });
}
