import { createEffect, createEvent, createStore, sample, type Effect, type EventCallable } from 'effector';
import type { ServerEventKey, ServerPayload } from '@contracts/socket';
import { listenFx } from './effects';

/**
 * Registers one listener through `listenFx` (so a test's `fork({ handlers })` fake receives it) and
 * returns its remover at once; a remover called before the registration has resolved removes the
 * listener as soon as it has.
 */
export type ListenThrough = <K extends ServerEventKey>(key: K, gameId: string | undefined, handler: (payload: ServerPayload<K>) => void) => () => void;

/**
 * A group of socket listeners that a model attaches and detaches as one (e.g. everything of one
 * game id). `setup` runs inside an effect, so it can `scopeBind` the model's events; it returns the
 * unsubscribe functions, made with the `on` it is given (listeners behind `listenFx`) or with
 * `listen`. Attaching again first detaches the previous group, so listeners never pile up across
 * games (house style "Sockets").
 */
export function createListenerGroup<P>(setup: (params: P, on: ListenThrough) => (() => void)[]): {
  attached: EventCallable<P>;
  detached: EventCallable<void>;
} {
  return groupAround(createEffect((params: P) => setup(params, listenThrough)));
}

/**
 * The attach/detach bookkeeping around an effect that subscribes and returns the unsubscribe
 * functions. The effect is synchronous, so its list is stored before the next event can detach.
 */
export function groupAround<P>(attachFx: Effect<P, (() => void)[]>): { attached: EventCallable<P>; detached: EventCallable<void> } {
  const attached = createEvent<P>();
  const detached = createEvent();
  const $unsubscribe = createStore<(() => void)[]>([], { serialize: 'ignore' });
  const detachFx = createEffect((list: (() => void)[]) => list.forEach((off) => off()));

  // When a group is attached, then first drop the previous one.
  sample({ clock: attached, source: $unsubscribe, target: detachFx });
  sample({ clock: attached, target: attachFx });
  sample({ clock: detached, source: $unsubscribe, target: detachFx });
  $unsubscribe.on(attachFx.doneData, (_, list) => list).reset(detachFx);
  return { attached, detached };
}

// Called inside the group's effect, so `listenFx` runs in the caller's scope.
const listenThrough: ListenThrough = (key, gameId, handler) => {
  let off: (() => void) | null = null;
  let removed = false;
  listenFx({ key, gameId, handler } as never)
    .then((remove) => {
      if (removed) remove();
      else off = remove;
    })
    .catch(() => undefined);
  return () => {
    removed = true;
    off?.();
    off = null;
  };
};
