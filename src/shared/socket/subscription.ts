import { createEffect, scopeBind, type EventCallable } from 'effector';
import type { ServerEventKey, ServerPayload } from '@contracts/socket';
import { listen, onUnreadableGameEvent } from './events';
import { groupAround } from './listener-group';

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

/** The route's callback, bound to the scope of the effect that runs it. */
export function boundCallback(r: SocketRoute): (payload: unknown) => void {
  if (!r.to) return () => undefined;
  const to = scopeBind(r.to as unknown as EventCallable<unknown>, { safe: true });
  const map = r.map as ((payload: unknown) => unknown) | undefined;
  return map ? (payload) => to(map(payload)) : to;
}

/** Registers a subscription on the socket; returns the functions that remove each listener. Call it inside an effect. */
export function subscribe(s: Subscription): (() => void)[] {
  const offs = s.routes.map((r) => listen(r.key, s.gameId, boundCallback(r)));
  return s.unreadable && s.gameId ? [onUnreadableGameEvent(s.gameId, scopeBind(s.unreadable, { safe: true })), ...offs] : offs;
}

/**
 * A listener group whose socket I/O is `subscribeFx`, so model tests swap it with
 * `fork({ handlers: [[subscribeFx, fake]] })` and play the server through the routes it gets.
 * `describe` only lists the routes (pure); binding to the scope happens in the effect.
 */
export function createSubscription<P>(describe: (params: P) => Subscription) {
  const subscribeFx = createEffect(subscribe);
  const group = groupAround(subscribeFx);
  const attached = group.attached.prepend(describe);
  return { attached, detached: group.detached, subscribeFx };
}
