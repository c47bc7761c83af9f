import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';

/**
 * Watches the page being left and coming back (spec §4 manual flow 7): `unloading` on `pagehide`,
 * `shown` when the page is restored from the back-forward cache. A model calls `started` when its
 * screen opens and `stopped` when it closes; the window listeners live in effects.
 */
export function createPageUnloadWatch() {
  const started = createEvent();
  const stopped = createEvent();
  const unloading = createEvent();
  const shown = createEvent();

  const watchFx = createEffect(() => {
    const onUnload = scopeBind(unloading, { safe: true });
    const onShow = scopeBind(shown, { safe: true });
    const unload = () => onUnload();
    const show = (e: PageTransitionEvent) => e.persisted && onShow();
    window.addEventListener('pagehide', unload);
    window.addEventListener('pageshow', show);
    return () => {
      window.removeEventListener('pagehide', unload);
      window.removeEventListener('pageshow', show);
    };
  });
  const $off = createStore<(() => void) | null>(null, { serialize: 'ignore' }).on(watchFx.doneData, (_, off) => off);
  const unwatchFx = createEffect((off: (() => void) | null) => off?.());
  $off.reset(unwatchFx.done);

  // When the screen opens, then watch; when it closes, then stop watching.
  sample({ clock: started, target: watchFx });
  sample({ clock: stopped, source: $off, target: unwatchFx });
  return { started, stopped, unloading, shown };
}
