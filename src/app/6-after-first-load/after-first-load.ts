/** How long after the `load` event the service worker is registered: past the first load's network quiet. */
export const REGISTER_DELAY_MS = 5000;

/**
 * Runs `task` well after the first load: `delayMs` after the `load` event, then when the main
 * thread is idle (at most 2 s later), so the service worker's install (its script and the precache
 * downloads) never competes with the first page's requests or main-thread time.
 */
export function afterFirstLoad(task: () => void, delayMs = REGISTER_DELAY_MS): void {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => task(), { timeout: 2000 }) : task());
  const later = () => window.setTimeout(idle, delayMs);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
