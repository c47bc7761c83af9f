import { clientEventOf, clientEvents, type ClientAck, type ClientEventKey, type ClientKeyOf, type ClientParsed, type Play } from '@contracts/socket';
import type { Ack, EngineConn } from './connection';

/**
 * The plays whose client events a handler table takes: `manual` and `scheduled` (one engine each) and
 * `game` (a game's room in either mode, the chat module: it looks the game up in both engines).
 */
export type ClientPlay = Play;

/**
 * The ack of client event `K`, typed by the contract's ack schema for that event (an event without one
 * takes none: its `reply` cannot be called), so an answer of the wrong shape fails the type-check.
 */
export type Reply<K extends ClientEventKey> = (response: ClientAck<K>) => void;

/** Handles one client event whose payload passed the contract's schema; `reply` is its ack (a no-op when the client sent none). */
export type ClientHandler<K extends ClientEventKey> = (conn: EngineConn, payload: ClientParsed<K>, reply: Reply<K>) => void;

/** A handler with its answer to a payload the schema refuses (by default: logged and ignored, as a strict server would). */
export interface ClientHandlerEntry<K extends ClientEventKey> {
  on: ClientHandler<K>;
  invalid(conn: EngineConn, reply: Reply<K>): void;
}

/**
 * Every client event of one play with its handler: an engine exports one such table, so a client
 * event of the contract without a handler fails the type-check.
 */
export type ClientHandlers<P extends ClientPlay> = { [K in ClientKeyOf<P>]: ClientHandler<K> | ClientHandlerEntry<K> };

/** Where each play's events go: the engine's handlers and the connection that engine talks to. */
export type PlayRoutes = { [P in ClientPlay]?: { handlers: ClientHandlers<P>; conn: EngineConn } };

/**
 * The one dispatch of a client event, for both transports: the wire name is looked up in the
 * contract, the payload parsed once with its schema (a `null` payload read as absent, as the
 * contract's tolerant reading says), and handed to the handler of the engine of its play. An
 * unknown event, or one of a play not routed here, is logged and ignored.
 */
export function dispatchClientEvent(routes: PlayRoutes, event: string, payload: unknown, ack?: Ack): void {
  const key = clientEventOf(event);
  const def = key ? clientEvents[key] : undefined;
  const route = def ? routes[def.play] : undefined;
  if (!key || !def || !route) return console.warn(`[mock provider] unknown event ${event}`);
  // the handler table is typed per play; here the key is known to belong to that play
  const entry = (route.handlers as unknown as Record<ClientEventKey, ClientHandler<ClientEventKey> | ClientHandlerEntry<ClientEventKey>>)[key];
  const reply: Reply<ClientEventKey> = ack ?? (() => undefined);
  const parsed = (def.schema as { safeParse(v: unknown): { success: true; data: unknown } | { success: false; error: unknown } }).safeParse(payload ?? undefined);
  if (!parsed.success) {
    console.warn(`[mock provider] invalid ${event} payload`, parsed.error);
    if (typeof entry !== 'function') entry.invalid(route.conn, reply);
    return;
  }
  const on = typeof entry === 'function' ? entry : entry.on;
  on(route.conn, parsed.data as ClientParsed<ClientEventKey>, reply);
}
