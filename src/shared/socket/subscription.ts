import { createEffect } from 'effector';
import type { ServerEventKey, ServerPayload } from '@contracts/socket';
import { listen, onUnreadableGameEvent } from './client';
import { createListenerGroup } from './listener-group';

/** One server event routed to a (scope-bound) callback. */
export type SocketRoute = { [K in ServerEventKey]: { key: K; to: (payload: ServerPayload<K>) => void } }[ServerEventKey];

/** Routes `key` to `to`; payloads reach `to` only when they pass the contract. */
export function route<K extends ServerEventKey>(key: K, to: (payload: ServerPayload<K>) => void): SocketRoute {
  return { key, to } as SocketRoute;
}

/** The listeners of one game id: its routes and, optionally, the callback for unreadable payloads. */
export interface Subscription {
  gameId: string | undefined;
  routes: SocketRoute[];
  /** Gets the event name of a payload of this game that the contract rejects. */
  unreadable?: (event: string) => void;
}

/** Registers a subscription on the socket; returns the functions that remove each listener. */
export function subscribe(s: Subscription): (() => void)[] {
  const offs = s.routes.map((r) => listen(r.key, s.gameId, r.to as (payload: unknown) => void));
  return s.unreadable && s.gameId ? [onUnreadableGameEvent(s.gameId, s.unreadable), ...offs] : offs;
}

/**
 * A listener group whose socket I/O sits behind `subscribeFx`, so model tests swap it with
 * `fork({ handlers: [[subscribeFx, fake]] })` and play the server through the routes it gets.
 * `bind` runs inside an effect: it `scopeBind`s the model's events into routes.
 */
export function createSubscription<P>(bind: (params: P) => Subscription) {
  const subscribeFx = createEffect(subscribe);
  const group = createListenerGroup<P>((params) => subscribeFx(bind(params)));
  return { attached: group.attached, detached: group.detached, subscribeFx };
}
