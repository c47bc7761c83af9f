import { clientEventOf, clientEvents, serverEventOf, type ServerEventKey } from '@contracts/socket';
import { emit, type Ack, type EngineConn, type MoneyHooks } from '../engine';
import type { Chaos } from './chaos';

/**
 * How `bendJoins` makes the manual game's `_join_game_` answers look like another honest server's
 * (socket-contracts README "Money and seat events"), so two players' joins meet in flight.
 */
export interface JoinBend {
  /**
   * Each `_game_joined_{gameId}` / `_game_join_validation_error_{gameId}` the server sends a joiner
   * also goes to every other connection, as a server answering into the game's room.
   */
  toEverySocket: boolean;
  /** Whether those answer events carry the join's `requestId` (`drop`: no copy does, the joiner's own neither). */
  requestId: 'echo' | 'drop';
  /**
   * Joins wait until this many have arrived, then are handled one after the other in arrival order:
   * joins sent close together are all in flight when the first answer goes out (1: no waiting).
   */
  together: number;
  /** The longest a join waits for the others (ms); then the ones that came are handled. */
  holdMs: number;
  /**
   * Players (09… phones) whose joins are refused and not performed: the refusal event (bent like
   * every answer) and the ack `{success: false, message}` (the ack after the event, as the engine answers).
   */
  refuse: string[];
}

/** The refusal `bendJoins` gives the players it refuses. */
export const BENT_JOIN_REFUSAL = 'This board was just taken. Please choose another.';
/** The manual join's answer events, which `bendJoins` bends. */
const JOIN_ANSWERS: ReadonlySet<ServerEventKey | undefined> = new Set(['gameJoined', 'gameJoinValidationError']);

/**
 * Fault controls of the mock provider, for the resilience tests and for trying the
 * client by hand: drop every socket as a broken network would (transport close, so the client
 * reconnects by itself), refuse new connections for a while, deliver calls twice, withhold calls
 * from the page (the game still counts them), push any
 * payload — malformed on purpose — to every connected client, and bend the manual game's join
 * answers (`bendJoins`: to every socket, without the request id, two joins in flight together,
 * refused). Used by the browser mock
 * (`window.__cartelaMock.faults`) and `npm run provider` (`/__mock/*`). Not part of the contract.
 */
export interface FaultControls {
  /** Closes every socket's transport; returns how many were dropped. */
  dropAll(): number;
  /** Refuses new connections for `ms` milliseconds (0 stops refusing). */
  refuseFor(ms: number): void;
  /** Delivers each of the next `count` called numbers twice. */
  duplicateCalls(count: number): void;
  /**
   * Sends the next `count` called numbers (manual `_bingo_number_*` and scheduled
   * `_auto_bingo_number_*`) to no connection, while the game still counts them: its state, a
   * rejoin's snapshot and the final `called_numbers` contain them (the fairness view's check).
   */
  withholdCalls(count: number): void;
  /** Emits `event` with `payload` to every connected client, as is; returns the client count. */
  emitRaw(event: string, payload?: unknown): number;
  /** Open client connections. */
  connections(): number;
  /**
   * When each refused connection attempt arrived (ms timestamps of the provider's clock, oldest
   * first, the last 100). Tests read the client's retry rhythm from it (spec §7: 1–5 s, randomization
   * 0.5, forever) and prove a quick reconnect came from the browser's online event, not a retry.
   */
  refusedAttempts(): number[];
  /** Performs the next money call (an HTTP money POST or a socket money event), then drops its answer. */
  dropNextMoneyAnswer(): void;
  /** The money requests received, oldest first: path or event, and its Idempotency-Key or requestId. */
  moneyRequests(): { kind: string; key: string | null }[];
  /** Revokes every token of `phone` and drops that player's connections (a token revoked mid-game). */
  revokePlayer(phone: string): number;
  /** Bends the manual game's join answers from now on (see `JoinBend`; absent fields: no bending); null ends it. */
  bendJoins(bend: Partial<JoinBend> | null): void;
  /** How many joins are waiting for the others (`JoinBend.together`). */
  heldJoins(): number;
}

interface Tracked {
  conn: EngineConn;
  drop: () => void;
}

export class FaultInjector implements FaultControls, MoneyHooks {
  private tracked = new Map<string, Tracked>();
  private refuseUntil = 0;
  private duplicatesLeft = 0;
  private duplicated = new Set<string>();
  private withholdLeft = 0;
  private withheld = new Set<string>();
  private refused: number[] = [];
  private dropMoneyAnswers = 0;
  private money: { kind: string; key: string | null }[] = [];
  private joinBend: JoinBend | null = null;
  private held: { conn: EngineConn; payload: unknown; ack: Ack | undefined; dispatch: (ack: Ack | undefined) => void }[] = [];
  private heldTimer: ReturnType<typeof setTimeout> | undefined;
  /** Chaos mode (controls/chaos.ts), when on: it may lose the answer of an HTTP money POST. */
  chaos: Chaos | undefined;

  /** @param revokeTokens removes every token of a phone from the world (the transports pass it) */
  constructor(
    private now: () => number = () => Date.now(),
    private revokeTokens: (phone: string) => void = () => undefined,
  ) {}

  /** Whether a new connection must be refused now; call once per connection attempt (it is counted). */
  refusing(): boolean {
    const now = this.now();
    if (now >= this.refuseUntil) return false;
    this.refused.push(now);
    if (this.refused.length > 100) this.refused.shift();
    return true;
  }

  /**
   * Wraps a transport connection for the engine: remembers it (for `dropAll`, `emitRaw`) and
   * applies duplicate delivery to `_bingo_number_*`. `drop` closes its transport.
   */
  wrap(conn: EngineConn, drop: () => void): EngineConn {
    const wrapped: EngineConn = {
      id: conn.id,
      phone: conn.phone,
      emit: (event, payload) => {
        const key = serverEventOf(event)?.key;
        if (this.joinBend && JOIN_ANSWERS.has(key)) return this.sendJoinAnswer(conn, event, payload);
        if ((key === 'bingoNumber' || key === 'autoBingoNumber') && this.shouldWithhold(event, payload)) return;
        conn.emit(event, payload);
        if (key === 'bingoNumber' && this.shouldDuplicate(event, payload)) conn.emit(event, payload);
      },
    };
    this.tracked.set(conn.id, { conn, drop });
    return wrapped;
  }

  /** Forgets a closed connection. */
  forget(id: string): void {
    this.tracked.delete(id);
  }

  dropAll(): number {
    const all = [...this.tracked.values()];
    this.tracked.clear();
    for (const t of all) t.drop();
    return all.length;
  }

  refuseFor(ms: number): void {
    this.refuseUntil = ms > 0 ? this.now() + ms : 0;
  }

  duplicateCalls(count: number): void {
    this.duplicatesLeft = Math.max(0, Math.floor(count));
  }

  withholdCalls(count: number): void {
    this.withholdLeft = Math.max(0, Math.floor(count));
  }

  emitRaw(event: string, payload?: unknown): number {
    for (const t of this.tracked.values()) t.conn.emit(event, payload);
    return this.tracked.size;
  }

  connections(): number {
    return this.tracked.size;
  }

  refusedAttempts(): number[] {
    return [...this.refused];
  }

  dropNextMoneyAnswer(): void {
    this.dropMoneyAnswers++;
  }

  takeMoneyAnswerDrop(): boolean {
    if (this.dropMoneyAnswers <= 0) {
      // HTTP money POSTs log their path (socket money events their event name) just before asking
      const last = this.money.at(-1)?.kind ?? '';
      return !!this.chaos && last.startsWith('/') && this.chaos.takeHttpAnswerDrop(last);
    }
    this.dropMoneyAnswers--;
    return true;
  }

  recordMoneyRequest(kind: string, key: string | null): void {
    this.money.push({ kind, key });
    if (this.money.length > 200) this.money.shift();
  }

  moneyRequests(): { kind: string; key: string | null }[] {
    return this.money.map((m) => ({ ...m }));
  }

  revokePlayer(phone: string): number {
    this.revokeTokens(phone);
    const theirs = [...this.tracked.entries()].filter(([, t]) => t.conn.phone === phone);
    for (const [id, t] of theirs) {
      this.tracked.delete(id);
      t.drop();
    }
    return theirs.length;
  }

  bendJoins(bend: Partial<JoinBend> | null): void {
    this.joinBend = bend ? { toEverySocket: false, requestId: 'echo', together: 1, holdMs: 5000, refuse: [], ...bend } : null;
    if (!this.joinBend) this.releaseHeld();
  }

  heldJoins(): number {
    return this.held.length;
  }

  /**
   * A client event on its way to the engines (both transports call it first): `_join_game_` waits
   * for the others or is refused as `bendJoins` says; everything else goes on at once.
   * @param dispatch hands the event to the engines (through chaos mode, when on) with the ack to use
   */
  receive(conn: EngineConn, event: string, payload: unknown, ack: Ack | undefined, dispatch: (ack: Ack | undefined) => void): void {
    const bend = this.joinBend;
    if (!bend || clientEventOf(event) !== 'joinGame') return dispatch(ack);
    this.held.push({ conn, payload, ack, dispatch });
    if (this.held.length >= bend.together) return this.releaseHeld();
    this.heldTimer ??= setTimeout(() => this.releaseHeld(), bend.holdMs);
  }

  /** Handles the waiting joins in arrival order: refused (not performed) or handed to the engines. */
  private releaseHeld(): void {
    clearTimeout(this.heldTimer);
    this.heldTimer = undefined;
    const joins = this.held.splice(0);
    for (const { conn, payload, ack, dispatch } of joins) {
      const p = (payload ?? {}) as { gameId?: unknown; requestId?: unknown };
      if (!this.joinBend?.refuse.includes(conn.phone) || typeof p.gameId !== 'string') {
        dispatch(ack);
        continue;
      }
      const requestId = typeof p.requestId === 'string' ? p.requestId : undefined;
      this.recordMoneyRequest(clientEvents.joinGame.name, requestId ?? null);
      emit(conn, 'gameJoinValidationError', p.gameId, { message: BENT_JOIN_REFUSAL, ...(requestId ? { requestId } : {}) });
      ack?.({ success: false, message: BENT_JOIN_REFUSAL });
    }
  }

  /** A join answer to `conn` as `bendJoins` says: its `requestId` kept or dropped, and to every other connection too. */
  private sendJoinAnswer(conn: EngineConn, event: string, payload: unknown): void {
    const bend = this.joinBend!;
    let sent = payload;
    if (bend.requestId === 'drop' && payload && typeof payload === 'object') {
      const { requestId: _dropped, ...rest } = payload as Record<string, unknown>;
      sent = rest;
    }
    conn.emit(event, sent);
    if (!bend.toEverySocket) return;
    for (const t of this.tracked.values()) if (t.conn.id !== conn.id) t.conn.emit(event, sent);
  }

  /** One call is withheld from every connection: the first connection it reaches takes one of the count. */
  private shouldWithhold(event: string, payload: unknown): boolean {
    const key = `${event}:${JSON.stringify(payload)}`;
    if (this.withheld.has(key)) return true;
    if (this.withholdLeft <= 0) return false;
    this.withholdLeft--;
    this.withheld.add(key);
    return true;
  }

  private shouldDuplicate(event: string, payload: unknown): boolean {
    const key = `${event}:${JSON.stringify(payload)}`;
    if (this.duplicated.has(key)) return true;
    if (this.duplicatesLeft <= 0) return false;
    this.duplicatesLeft--;
    this.duplicated.add(key);
    return true;
  }
}
