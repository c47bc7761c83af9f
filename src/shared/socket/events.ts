import type { Socket } from 'socket.io-client';
import type { ClientAck, ClientEventKey, ClientPayload, ServerEventKey, ServerPayload } from '@contracts/socket';
import { GAME_MESSAGES } from '@/shared/config/index.game-messages';
import { reportError } from '@/shared/lib/report-error';
import { currentSocket, getSocket, onSocketCreated, openSocket, type GameSocket } from './client';
import { parsersNow } from './load';
import { rawListeners } from './registry';
import { isTransportOpen } from './transport';

/**
 * Server events in and client events out over the one socket (spec §7 events). Listeners go through
 * `listen`, which keeps a single real socket listener per event name, validates every payload with
 * the contract's zod schema and reports invalid ones instead of passing them on. The schemas load
 * with the socket (`./load`): a listener added before the socket is made is put on it when it is
 * made, before it connects; an event emitted before then is checked and sent once it is made.
 */
interface Listened {
  key: ServerEventKey;
  gameId: string | undefined;
  handlers: Set<(payload: never) => void>;
  /** The real socket listener: parses, then hands the payload to every handler. */
  raw: (payload: unknown) => void;
  /** The event's name on the wire, known once the socket (and so the contract) is there. */
  name?: string;
}
/** By event key and game id: one entry per event name. */
const listened = new Map<string, Listened>();
const invalidListeners = new Set<(event: string, error: unknown) => void>();

function attach(s: GameSocket, entry: Listened) {
  entry.name = parsersNow().serverEventName(entry.key, entry.gameId);
  (s as unknown as Socket).on(entry.name, entry.raw);
}
onSocketCreated((s) => {
  for (const entry of listened.values()) attach(s, entry);
});

/** Subscribes to payloads rejected by the contract (event name, zod error). */
export function onInvalidPayload(cb: (event: string, error: unknown) => void): () => void {
  invalidListeners.add(cb);
  return () => invalidListeners.delete(cb);
}

/**
 * Subscribes to payloads of one game's per-game events that the contract rejects even after
 * reading `null` as absent (e.g. `_bingo_number_{gameId}` without a number): the game screens tell
 * the player and rejoin. Returns the unsubscribe function.
 */
export function onUnreadableGameEvent(gameId: string, cb: (event: string) => void): () => void {
  // an invalid payload comes from the socket, so the contract is loaded by then
  let names: Set<string> | undefined;
  return onInvalidPayload((event) => {
    names ??= parsersNow().perGameEventNames(gameId);
    if (names.has(event)) cb(event);
  });
}

/**
 * Listens to a server event; per-game events need `gameId`. The handler gets only payloads that
 * pass the contract. Returns the function that removes this handler (and the socket listener when
 * it was the last one), so per-game listeners do not pile up.
 */
export function listen<K extends ServerEventKey>(
  key: K,
  gameId: string | undefined,
  handler: (payload: ServerPayload<K>) => void,
): () => void {
  const id = `${key} ${gameId ?? ''}`;
  let entry = listened.get(id);
  if (!entry) {
    const handlers = new Set<(payload: never) => void>();
    const created: Listened = {
      key,
      gameId,
      handlers,
      raw: (payload: unknown) => {
        const name = created.name ?? key;
        const result = parsersNow().parseServerEvent(key, payload);
        if (!result.ok) {
          // reported, never thrown: a bad server message must not break the screen (house style "Sockets")
          reportError(result.error, { kind: 'socket-payload', event: name });
          for (const cb of invalidListeners) cb(name, result.error);
          return;
        }
        for (const h of handlers) (h as (p: unknown) => void)(result.data);
      },
    };
    entry = created;
    listened.set(id, created);
    rawListeners.set(id, created.raw);
    const s = currentSocket();
    if (s) attach(s, created);
    else openSocket();
  }
  entry.handlers.add(handler as (payload: never) => void);
  return () => {
    const current = listened.get(id);
    if (!current) return;
    current.handlers.delete(handler as (payload: never) => void);
    if (current.handlers.size === 0) {
      listened.delete(id);
      rawListeners.delete(id);
      if (current.name) (currentSocket() as unknown as Socket | null)?.off(current.name, current.raw);
    }
  };
}

function checked<K extends ClientEventKey>(key: K, payload: ClientPayload<K>) {
  return parsersNow().checkClientPayload(key, payload);
}

/**
 * Emits a client event after checking its payload against the contract: at once when the socket
 * exists, else once it is made (events keep their order). While the socket is not connected (or
 * its ping expired) socket.io buffers the event and sends it after the reconnect: an event that
 * must not arrive late goes through `emitNow`. @throws Error (rejects) when invalid
 */
export async function emit<K extends ClientEventKey>(key: K, payload: ClientPayload<K>): Promise<void> {
  const s = currentSocket() ?? (await getSocket());
  const data = checked(key, payload);
  (s as unknown as Socket).emit(parsersNow().clientEventName(key), data);
}

/**
 * Emits a client event only over a transport that is open now (`isTransportOpen`), so socket.io
 * never buffers it to send it after a reconnect, when it would come too late (a bingo claim, spec
 * §5). Nothing is queued for later.
 * @throws NotConnectedError when the transport is not open (nothing sent); Error when the payload
 *   breaks the contract
 */
export function emitNow<K extends ClientEventKey>(key: K, payload: ClientPayload<K>): void {
  const s = currentSocket();
  if (!s || !isTransportOpen()) throw new NotConnectedError();
  const data = checked(key, payload);
  (s as unknown as Socket).emit(parsersNow().clientEventName(key), data);
}

/**
 * Emits a client event that has an acknowledgement and resolves with the validated ack.
 * @param timeoutMs ms to wait for the ack
 * @throws Error on timeout or an ack that does not match the contract
 */
export async function emitWithAck<K extends ClientEventKey>(key: K, payload: ClientPayload<K>, timeoutMs = 10000): Promise<ClientAck<K>> {
  const s = currentSocket() ?? (await getSocket());
  const data = checked(key, payload);
  const name = parsersNow().clientEventName(key);
  const res: unknown = await (s as unknown as Socket).timeout(timeoutMs).emitWithAck(name, data);
  const parsed = parsersNow().parseClientAck(key, res);
  if (!parsed.ok) {
    for (const cb of invalidListeners) cb(`${name} ack`, parsed.error);
    throw new Error(`invalid ${name} acknowledgement`);
  }
  return parsed.data;
}

/**
 * Whether a money or seat acknowledgement (`MoneyAck`: `_join_game_`, `purchase_cartela`,
 * `join_auto_game`) refuses the request: `{error}` or `{success: false}` (with its `message`). A
 * refusal performed nothing; the caller shows `error`, else `message`, else its own text.
 */
export function isRefusingAck(ack: { error?: string; success?: boolean } | undefined): boolean {
  return ack !== undefined && (ack.error !== undefined || ack.success === false);
}

/** A money, seat or claim event was not sent: the socket is not connected (spec §5 "Connection lost..."). */
export class NotConnectedError extends Error {
  constructor() {
    super('not connected');
    this.name = 'NotConnectedError';
  }
}

/** A money or seat event got no answer in time (or the connection dropped first): not confirmed. */
export class NotConfirmedError extends Error {
  constructor(readonly event: string) {
    super(`${event}: no answer`);
    this.name = 'NotConfirmedError';
  }
}

/**
 * What the sender of a money or seat event throws when sending it failed (spec §5, §8): "Connection
 * lost..." when the socket was not connected (nothing was sent), a `NotConfirmedError` as it is (not
 * confirmed, never failed), else "Connection error. Please try again.".
 */
export function sendFailure(error: unknown): Error {
  if (error instanceof NotConnectedError) return new Error(GAME_MESSAGES.connectionLost());
  if (error instanceof NotConfirmedError) return error;
  return new Error(GAME_MESSAGES.connectionError());
}

/** What confirmed a money or seat event: the server's ack, or one of its answer events (with its payload). */
export type Confirmation<K extends ClientEventKey> =
  | { ack: ClientAck<K>; answer?: ServerEventKey; payload?: unknown }
  | { ack?: undefined; answer: ServerEventKey; payload: unknown };

/**
 * How long an answer event that echoes no `requestId` waits for the ack before it confirms (ms): it
 * may be another player's answer sent to every socket of the game, so a refusing ack that follows
 * it is the answer; a server that sends no ack is confirmed by the event after this wait.
 */
export const ACK_GRACE_MS = 1000;

/** The `requestId` an answer event echoes (proposed), or null when it echoes none. */
function echoedRequestId(payload: unknown): string | null {
  const id = payload !== null && typeof payload === 'object' ? (payload as { requestId?: unknown }).requestId : undefined;
  return typeof id === 'string' ? id : null;
}

/**
 * Sends a money or seat event (`_join_game_`, `purchase_cartela`, `join_auto_game`) exactly once,
 * never through socket.io's offline buffer: refused at once while not connected, sent with an
 * acknowledgement, and confirmed by that ack or by the first of `answers` (the spec's answer
 * events, for servers that do not ack). The payload carries the intent's `requestId`, so a retry of
 * the same intent is deduplicated by the server. An answer event that echoes this `requestId`
 * confirms at once; one that echoes another (another player's answer sent to every socket of the
 * game, or an older request's) confirms nothing; one that echoes none confirms only when no ack
 * follows within `ACK_GRACE_MS`: the ack, refusing or not, is the answer (an answer event heard
 * before it comes with it). An ack that refuses (`{error}`, `{success: false}`) resolves like any
 * ack: the caller reads it.
 * @param timeoutMs ms to wait for the ack or an answer (10 000)
 * @throws NotConnectedError when not connected (nothing sent); NotConfirmedError when no answer
 *   came in time or the connection dropped first (the event may or may not have been performed)
 */
export function emitConfirmed<K extends ClientEventKey>(
  key: K,
  payload: ClientPayload<K>,
  answers: { key: ServerEventKey; gameId?: string }[],
  timeoutMs = 10000,
): Promise<Confirmation<K>> {
  const s = currentSocket();
  if (!s || !isTransportOpen()) return Promise.reject(new NotConnectedError());
  const data = checked(key, payload);
  const name = parsersNow().clientEventName(key);
  const requestId = echoedRequestId(data);
  return new Promise((resolve, reject) => {
    let settled = false;
    let heard: { answer: ServerEventKey; payload: unknown } | null = null;
    let grace: ReturnType<typeof setTimeout> | undefined;
    const offs: (() => void)[] = [];
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(grace);
      for (const off of offs) off();
      finish();
    };
    const answered = (key: ServerEventKey) => (payload: unknown) => {
      const echoed = echoedRequestId(payload);
      if (echoed === requestId && requestId !== null) return settle(() => resolve({ answer: key, payload }));
      if (echoed !== null || heard !== null) return;
      const unechoed = { answer: key, payload };
      heard = unechoed;
      grace = setTimeout(() => settle(() => resolve(unechoed)), ACK_GRACE_MS);
    };
    for (const answer of answers) offs.push(listen(answer.key, answer.gameId, answered(answer.key)));
    (s as unknown as Socket).timeout(timeoutMs).emit(name, data, (error: Error | null, response: unknown) => {
      const unechoed = heard;
      if (error) return settle(() => (unechoed ? resolve(unechoed) : reject(new NotConfirmedError(name))));
      const parsed = parsersNow().parseClientAck(key, response);
      if (!parsed.ok) {
        reportError(parsed.error, { kind: 'socket-payload', event: `${name} ack` });
        for (const cb of invalidListeners) cb(`${name} ack`, parsed.error);
        return settle(() => (unechoed ? resolve(unechoed) : reject(new NotConfirmedError(name))));
      }
      settle(() => resolve(unechoed ? { ack: parsed.data, ...unechoed } : { ack: parsed.data }));
    });
  });
}
