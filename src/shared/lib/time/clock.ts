import { useEffect } from 'react';
import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { useUnit } from 'effector-react';

/**
 * The one 1-second clock of the app (spec §9 "Countdown ticks every 1 s"): `$now` (epoch ms) is fed
 * by a single interval owned by an effect. Whoever shows a countdown calls `clockStarted` when it
 * opens and `clockStopped` when it closes; the interval runs while at least one user needs it.
 */
export const clockStarted = createEvent();
export const clockStopped = createEvent();
const ticked = createEvent<number>();

/** Epoch ms of the latest tick; ticked at once when the clock starts. */
export const $now = createStore(Date.now(), { serialize: 'ignore' }).on(ticked, (_, now) => now);
const $users = createStore(0, { serialize: 'ignore' })
  .on(clockStarted, (n) => n + 1)
  .on(clockStopped, (n) => Math.max(0, n - 1));
const $stop = createStore<(() => void) | null>(null, { serialize: 'ignore' });

const startFx = createEffect(() => {
  const tick = scopeBind(ticked, { safe: true });
  tick(Date.now());
  const timer = setInterval(() => tick(Date.now()), 1000);
  return () => clearInterval(timer);
});
const stopFx = createEffect((stop: (() => void) | null) => stop?.());
$stop.on(startFx.doneData, (_, stop) => stop).reset(stopFx);

// When the first user starts the clock, then start the interval; when the last one stops, stop it.
sample({ clock: $users.updates, source: $stop, filter: (stop, users) => users > 0 && stop === null, target: startFx });
sample({ clock: $users.updates, source: $stop, filter: (stop, users) => users === 0 && stop !== null, target: stopFx });

/** The clock's `$now` for a component, started while the component is mounted. */
export function useNow(): number {
  const [now, start, stop] = useUnit([$now, clockStarted, clockStopped]);
  useEffect(() => {
    start();
    return () => stop();
  }, [start, stop]);
  return now;
}
