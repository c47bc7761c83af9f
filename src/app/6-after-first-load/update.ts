import { createEffect, createEvent, createStore, sample, scopeBind, type Scope } from 'effector';
import type { RegisterSWOptions } from 'virtual:pwa-register';

/** Switches to the waiting service worker; the page reloads once it has taken over. */
export type ApplyUpdate = () => Promise<void>;

/** A newer deployment's service worker is installed and waits (payload: how to switch to it). */
export const updateReady = createEvent<ApplyUpdate>();
/** The player pressed Reload on "A new version is ready". */
export const reloadPressed = createEvent();

/** Whether "A new version is ready" is shown; it stays until the page reloads. */
export const $updateReady = createStore(false).on(updateReady, () => true);
const $applyUpdate = createStore<ApplyUpdate | null>(null, { serialize: 'ignore' }).on(updateReady, (_, apply) => apply);

/** Runs the switch; only the player's press starts it. */
export const applyUpdateFx = createEffect((apply: ApplyUpdate) => apply());

sample({ clock: reloadPressed, source: $applyUpdate, filter: Boolean, target: applyUpdateFx });

/**
 * Registers the service worker through vite-plugin-pwa's `registerSW` and wires its update flow
 * into `scope`: a newer deployment that waits raises `updateReady`; applying it (the player's
 * press) activates the new worker and reloads once it controls the page. A switch another tab
 * asked for takes this page over too, but this one keeps running until its player presses Reload.
 */
export function connectServiceWorker(register: (options: RegisterSWOptions) => (reload?: boolean) => Promise<void>, scope: Scope): void {
  const ready = scopeBind(updateReady, { scope, safe: true });
  let registration: ServiceWorkerRegistration | undefined;
  const update = register({
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
