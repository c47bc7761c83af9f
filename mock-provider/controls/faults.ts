import type { EngineConn, MoneyHooks } from '../engine';
import type { Chaos } from './chaos';

/**
 * Fault controls of the mock provider, for the resilience tests and for trying the
 * client by hand: drop every socket as a broken network would (transport close, so the client
 * reconnects by itself), refuse new connections for a while, deliver calls twice, withhold calls
 * from the page (the game still counts them), and push any
 * payload — malformed on purpose — to every connected client. Used by the browser mock
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
        if ((event.startsWith('_bingo_number_') || event.startsWith('_auto_bingo_number_')) && this.shouldWithhold(event, payload)) return;
        conn.emit(event, payload);
        if (event.startsWith('_bingo_number_') && this.shouldDuplicate(event, payload)) conn.emit(event, payload);
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
