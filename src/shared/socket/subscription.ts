import { createEffect, createEvent, createStore, sample, scopeBind, type EventCallable } from 'effector';
import type { ServerEventKey, ServerPayload } from '@contracts/socket';
import { listen, onUnreadableGameEvent } from './events';

/**
 * One server event routed to a model's event, with an optional `map` of the payload (it runs in
 * the socket callback, so it may stamp the arrival time). Without `to` the event is only validated.
 */
export interface SocketRoute {
  key: ServerEventKey;
  to?: EventCallable<never>;
  map?: (payload: never) => unknown;
}

/** Routes `key` to `to` (which takes the payload as it is); payloads reach it only when they pass the contract. */
export function route<K extends ServerEventKey, T>(key: K, to?: EventCallable<T> & ([ServerPayload<K>] extends [T] ? unknown : never)): SocketRoute;
/** Routes `key` to `to` through `map`. */
export function route<K extends ServerEventKey, T>(key: K, to: EventCallable<T>, map: (payload: ServerPayload<K>) => T): SocketRoute;
export function route(key: ServerEventKey, to?: unknown, map?: unknown): SocketRoute {
  return { key, to, map } as SocketRoute;
}

/** The listeners of one game id (or of no game): its routes and, optionally, where unreadable payloads go. */
export interface Subscription {
  gameId: string | undefined;
  routes: SocketRoute[];
  /** Gets the event name of a payload of this game that the contract rejects. */
  unreadable?: EventCallable<string>;
}

/** A subscription of one group (`group` tells whose unsubscribe functions come back). */
type GroupSubscription = Subscription & { group: object };

function boundCallback(r: SocketRoute): (payload: unknown) => void {
  if (!r.to) return () => undefined;
  const to = scopeBind(r.to as unknown as EventCallable<unknown>, { safe: true });
  const map = r.map as ((payload: unknown) => unknown) | undefined;
  return map ? (payload) => to(map(payload)) : to;
}

/**
 * Registers a subscription's listeners on the socket, bound to the caller's scope; resolves with
 * the functions that remove each listener. The one socket-listening effect of the app (house
 * style "Sockets"): model tests swap it with `fork({ handlers: [[subscribeFx, fake]] })` and play
 * the server through the routes it gets. Its handler is synchronous, so a group's listeners are
 * known before the next event can detach them.
 */
export const subscribeFx = createEffect((s: Subscription): (() => void)[] => {
  const offs = s.routes.map((r) => listen(r.key, s.gameId, boundCallback(r)));
  return s.unreadable && s.gameId ? [onUnreadableGameEvent(s.gameId, scopeBind(s.unreadable, { safe: true })), ...offs] : offs;
});

/**
 * A group of socket listeners that a model attaches and detaches as one (e.g. everything of one
 * game id). `describe` only lists the routes (pure); they are registered through `subscribeFx`.
 * Attaching again first detaches the previous group, so listeners never pile up across games, also
 * when a screen unmounts and mounts again in one go.
 */
export function createSubscription<P>(describe: (params: P) => Subscription): { attached: EventCallable<P>; detached: EventCallable<void> } {
  const group = {};
  const attached = createEvent<P>();
  const detached = createEvent();
  const $unsubscribe = createStore<(() => void)[]>([], { serialize: 'ignore' });
  const detachFx = createEffect((list: (() => void)[]) => list.forEach((off) => off()));

  // When a group is attached, then first drop the previous one.
  sample({ clock: attached, source: $unsubscribe, target: detachFx });
  sample({ clock: attached, fn: (params): GroupSubscription => ({ ...describe(params), group }), target: subscribeFx });
  $unsubscribe.on(subscribeFx.done, (list, { params, result }) => ((params as GroupSubscription).group === group ? result : list)).reset(detachFx);
  sample({ clock: detached, source: $unsubscribe, target: detachFx });
  return { attached, detached };
}
