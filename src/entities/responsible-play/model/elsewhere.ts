import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';

/**
 * Limits changed outside this tab reach a screen open here that a break changes (the game's chat):
 * the tab that saves a break, limits or the chat choice says so to the other tabs of this device
 * (a BroadcastChannel); a screen watching meanwhile hears it, and also when the tab comes to the
 * front again (a break taken on another device, kept by the server). `limitsMayHaveChanged` then
 * has the limits read again (./limits).
 */

/** The channel the tabs of this device tell each other on. */
export const LIMITS_CHANNEL = 'cartela.limits';

/** A screen that a break changes opened: watch for changes outside this tab. */
export const limitsWatchStarted = createEvent();
/** That screen closed: stop watching. */
export const limitsWatchStopped = createEvent();
/** Another tab changed the limits, or this tab came to the front again, while watched. */
export const limitsMayHaveChanged = createEvent();

/** Tells the other tabs of this device that the limits changed (nothing where the browser has no BroadcastChannel). */
export const announceLimitsChangedFx = createEffect(() => {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(LIMITS_CHANNEL);
  channel.postMessage('changed');
  channel.close();
});

/** Listens to the other tabs and to the tab coming to the front; answers the function that stops it. */
export const watchLimitsFx = createEffect(() => {
  const changed = scopeBind(limitsMayHaveChanged, { safe: true });
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(LIMITS_CHANNEL);
  if (channel) channel.onmessage = () => changed();
  const visible = () => {
    if (document.visibilityState === 'visible') changed();
  };
  document.addEventListener('visibilitychange', visible);
  return () => {
    channel?.close();
    document.removeEventListener('visibilitychange', visible);
  };
});
const unwatchFx = createEffect((off: (() => void) | null) => off?.());
const $off = createStore<(() => void) | null>(null, { serialize: 'ignore' }).on(watchLimitsFx.doneData, (_, off) => off);
$off.reset(unwatchFx.done);

// When a screen opens, then watch (once); when it closes, then stop.
sample({ clock: limitsWatchStarted, source: $off, filter: (off) => off === null, fn: () => undefined, target: watchLimitsFx });
sample({ clock: limitsWatchStopped, source: $off, target: unwatchFx });
