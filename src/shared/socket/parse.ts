import {
  clientEvents,
  serverEventName,
  serverEvents,
  type ClientAck,
  type ClientEventKey,
  type ClientPayload,
  type ServerEventKey,
  type ServerPayload,
} from '@contracts/socket';
import { nullAsAbsent } from '@/shared/api';
import { toNationalPhone } from '@/shared/lib/phone';

/**
 * The socket contract's zod half: every payload's parse and the events' names. Loaded after the
 * first paint (`./load`); nothing before the first paint imports it.
 */

export { serverEventName };

/** Result of checking one socket payload against its contract: the parsed value or the zod error. */
export type Parsed<T> = { ok: true; data: T } | { ok: false; error: unknown };

/**
 * Parses a server → client event payload with its contract schema (spec §7): the one step between
 * the wire and every feature model (`listen` uses it; the Pact message tests call it on each
 * message). `null` and an absent field mean the same (`nullAsAbsent`); unknown fields are dropped;
 * a payload that breaks the contract gives `ok: false`.
 */
export function parseServerEvent<K extends ServerEventKey>(key: K, payload: unknown): Parsed<ServerPayload<K>> {
  const result = serverEvents[key].schema.safeParse(nullAsAbsent(payload));
  return result.success ? { ok: true, data: readPhones(key, result.data as ServerPayload<K>) } : { ok: false, error: result.error };
}

/**
 * Phones a server writes in an event as `+2519…` or `2519…` are read as `09…` here, where they
 * enter (the winners of `_auto_bingo_result_{id}`, spec §2.11), like the HTTP answers' phones.
 */
function readPhones<K extends ServerEventKey>(key: K, data: ServerPayload<K>): ServerPayload<K> {
  if (key !== 'autoBingoResult') return data;
  const result = data as ServerPayload<'autoBingoResult'>;
  const winnerPhoneMap = Object.fromEntries(Object.entries(result.winnerPhoneMap).map(([boardId, phone]) => [boardId, toNationalPhone(phone)]));
  return { ...result, winnerPhoneMap } as ServerPayload<K>;
}

/**
 * Parses the acknowledgement the server returns for a client event that has one
 * (`request_initial_boardlist`, `_rejoin_game_`; spec §7), `null` read as absent. Events without an
 * ack schema pass as is.
 */
export function parseClientAck<K extends ClientEventKey>(key: K, response: unknown): Parsed<ClientAck<K>> {
  const def = clientEvents[key] as { ack?: { safeParse(v: unknown): { success: boolean; data?: unknown; error?: unknown } } };
  if (!def.ack) return { ok: true, data: response as ClientAck<K> };
  const result = def.ack.safeParse(nullAsAbsent(response));
  return result.success ? { ok: true, data: result.data as ClientAck<K> } : { ok: false, error: result.error };
}

/** The name on the wire of a client event (`joinGame` → `_join_game_`, spec §7). */
export function clientEventName(key: ClientEventKey): string {
  return clientEvents[key].name;
}

/**
 * Checks a client event's payload against its contract before it is sent.
 * @returns the payload as the contract reads it
 * @throws Error naming the event when the payload breaks the contract
 */
export function checkClientPayload<K extends ClientEventKey>(key: K, payload: ClientPayload<K>): unknown {
  const result = clientEvents[key].schema.safeParse(payload);
  if (!result.success) throw new Error(`invalid ${clientEvents[key].name} payload: ${result.error.message}`);
  return result.data;
}

/** The names of one game's per-game events (`_bingo_number_{gameId}`, …). */
export function perGameEventNames(gameId: string): Set<string> {
  return new Set(Object.values(serverEvents).flatMap((def) => (def.kind === 'perGame' ? [`${def.prefix}${gameId}`] : [])));
}
