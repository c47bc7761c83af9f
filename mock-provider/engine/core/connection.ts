/**
 * What both game engines (manual/engine.ts, auto/engine.ts) share at their edge: the connection they
 * talk to and the typed send, the identity refusal, and the money hooks and answer log of the proposed
 * contract (payloads are parsed once, by ./dispatch.ts).
 */

import { serverEventName, type ServerEventKey, type ServerSendArgs } from '@contracts/socket';

export interface EngineConn {
  readonly id: string;
  /** The player of the connection's handshake token (proposed contract: identity comes from the token). */
  readonly phone: string;
  /** The wire send (a transport's, or a control layer's over it); the engines send through `emit` below. */
  emit(event: string, payload?: unknown): void;
}

/**
 * Sends the contract's server event `key` to `conn`: a per-game event takes its game id, then the
 * payload the contract's schema types (a misspelt key or a missing field fails the type-check).
 */
export function emit<K extends ServerEventKey>(conn: EngineConn, key: K, ...args: ServerSendArgs<K>): void {
  const [gameId, payload] = args.length === 2 ? args : [undefined, args[0]];
  conn.emit(serverEventName(key, gameId), payload);
}

/** The refusal of an event whose `phone` is not the connection's player (proposed contract). */
export const IDENTITY_REFUSED = 'This request names another player than the one logged in.';

/**
 * Hooks the transports give the engines: the test fault "perform the next money call, then drop its
 * answer", and the log of money requests with their idempotency key or request id.
 */
export interface MoneyHooks {
  /** True once per armed drop: the money call is performed, its answer (ack and answer event) is not sent. */
  takeMoneyAnswerDrop(): boolean;
  recordMoneyRequest(kind: string, key: string | null): void;
}

export const noMoneyHooks: MoneyHooks = { takeMoneyAnswerDrop: () => false, recordMoneyRequest: () => undefined };

/**
 * Answers of money and seat events by (player, event, requestId): a repeat of the same intent gets
 * the first answer again and moves nothing twice (proposed contract).
 */
export class AnswerLog {
  /** The last answers, oldest first (a retry comes within seconds; the log must not grow forever). */
  private answers = new Map<string, (conn: EngineConn, ack: (response: never) => void) => void>();
  private static readonly KEEP = 200;

  /** Replays the stored answer of this intent to `conn`; false when the intent is new. `A`: the event's ack (as kept). */
  replay<A>(conn: EngineConn, event: string, requestId: string | undefined, ack: (response: A) => void): boolean {
    const answer = requestId ? this.answers.get(`${conn.phone}:${event}:${requestId}`) : undefined;
    if (!answer) return false;
    answer(conn, ack as (response: never) => void);
    return true;
  }

  /** Keeps the answer of an intent; without a request id nothing is kept (a spec client). */
  keep<A>(conn: EngineConn, event: string, requestId: string | undefined, answer: (conn: EngineConn, ack: (response: A) => void) => void): void {
    if (!requestId) return;
    this.answers.set(`${conn.phone}:${event}:${requestId}`, answer as (conn: EngineConn, ack: (response: never) => void) => void);
    if (this.answers.size > AnswerLog.KEEP) this.answers.delete(this.answers.keys().next().value!);
  }
}

/** A client event's acknowledgement callback (Socket.IO ack). */
export type Ack = (response: unknown) => void;

/**
 * The proposed `requestId` echo of an answer event (`_game_joined_`, `_game_join_validation_error_`,
 * `purchase_cartela_result`): the request's id when it had one, nothing otherwise.
 */
export function echo(requestId: string | undefined): { requestId?: string } {
  return requestId ? { requestId } : {};
}
