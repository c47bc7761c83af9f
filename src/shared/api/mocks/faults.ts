import type { EngineConn } from './engine';

/**
 * Fault controls of the mock provider, for the resilience tests (issue 7) and for trying the
 * client by hand: drop every socket as a broken network would (transport close, so the client
 * reconnects by itself), refuse new connections for a while, deliver calls twice, and push any
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
  /** Emits `event` with `payload` to every connected client, as is; returns the client count. */
  emitRaw(event: string, payload?: unknown): number;
  /** Open client connections. */
  connections(): number;
}

interface Tracked {
  conn: EngineConn;
  drop: () => void;
}

export class FaultInjector implements FaultControls {
  private tracked = new Map<string, Tracked>();
  private refuseUntil = 0;
  private duplicatesLeft = 0;
  private duplicated = new Set<string>();

  constructor(private now: () => number = () => Date.now()) {}

  /** Whether a new connection must be refused now. */
  refusing(): boolean {
    return this.now() < this.refuseUntil;
  }

  /**
   * Wraps a transport connection for the engine: remembers it (for `dropAll`, `emitRaw`) and
   * applies duplicate delivery to `_bingo_number_*`. `drop` closes its transport.
   */
  wrap(conn: EngineConn, drop: () => void): EngineConn {
    const wrapped: EngineConn = {
      id: conn.id,
      emit: (event, payload) => {
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

  emitRaw(event: string, payload?: unknown): number {
    for (const t of this.tracked.values()) t.conn.emit(event, payload);
    return this.tracked.size;
  }

  connections(): number {
    return this.tracked.size;
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
