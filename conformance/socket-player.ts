import { io, type Socket } from 'socket.io-client';
import { shown } from './shape';

/** One thing the server sent: an event or an acknowledgement, and when (ms since the epoch). */
interface Received {
  at: number;
  what: string;
  payload: unknown;
}

/**
 * What came from the server since `since` (ms), for a wait that ended in vain: `meanwhile came:
 * _auto_game_details_g1 {…} (object); the acknowledgement of join_auto_game {"error":"…"} (object)`
 * (the last five), or `nothing else came`.
 */
export function meanwhile(log: readonly Received[], since: number): string {
  const came = log.filter((r) => r.at >= since);
  if (came.length === 0) return 'nothing else came';
  const last = came.slice(-5).map((r) => `${r.what} ${shown(r.payload)}`);
  return `meanwhile came${came.length > 5 ? ` (the last 5 of ${came.length})` : ''}: ${last.join('; ')}`;
}

/**
 * A player's Socket.IO connection to the server under verification: the same options family as the
 * app (spec §7: path /socket.io), websocket only so the test needs no polling. `next` waits for
 * the next event of a name that arrives after it is called.
 */
export class SocketPlayer {
  /** The last payload of each event name received (an event may come before the caller knows its name, e.g. with the ack that names the game). */
  private readonly last = new Map<string, unknown>();
  /** Everything received, in order (events and acknowledgements), so a wait in vain can say what did come. */
  private readonly log: Received[] = [];

  private constructor(private readonly socket: Socket) {
    socket.onAny((event: string, payload: unknown) => {
      this.last.set(event, payload);
      this.log.push({ at: Date.now(), what: event, payload });
    });
  }

  /** The last payload received under `event`, if any came. */
  recent<T = unknown>(event: string): T | undefined {
    return this.last.get(event) as T | undefined;
  }

  /**
   * Connects with the handshake `auth: { token }` (the player's bearer token; proposed contract) and
   * waits for the connection (10 s). @throws Error when the server does not accept it
   */
  static async connect(baseUrl: string, token: string): Promise<SocketPlayer> {
    const socket = io(baseUrl, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false, timeout: 10_000, auth: { token } });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', (e) => reject(new Error(`socket connection failed: ${e.message}`)));
    });
    return new SocketPlayer(socket);
  }

  /**
   * Resolves with the payload of the next `event` that passes `accept`.
   * @throws Error after `timeoutMs` (10 s) naming the event and what came instead:
   *   `no _auto_bingo_result_g1 within 10000 ms; meanwhile came: the acknowledgement of join_auto_game {"error":"…"} (object)`
   */
  next<T = unknown>(event: string, accept: (payload: T) => boolean = () => true, timeoutMs = 10_000): Promise<T> {
    const since = Date.now();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.socket.off(event, on);
        reject(new Error(`no ${event} within ${timeoutMs} ms; ${meanwhile(this.log, since)}`));
      }, timeoutMs);
      const on = (payload: T) => {
        if (!accept(payload)) return;
        clearTimeout(timer);
        this.socket.off(event, on);
        resolve(payload);
      };
      this.socket.on(event, on);
    });
  }

  emit(event: string, payload?: unknown): void {
    if (payload === undefined) this.socket.emit(event);
    else this.socket.emit(event, payload);
  }

  /** Emits with an acknowledgement and resolves with the server's answer. @throws Error naming the event when no acknowledgement comes within `timeoutMs` */
  async emitWithAck<T = unknown>(event: string, payload: unknown, timeoutMs = 10_000): Promise<T> {
    const since = Date.now();
    let answer: T;
    try {
      answer = (await this.socket.timeout(timeoutMs).emitWithAck(event, payload)) as T;
    } catch {
      throw new Error(`no acknowledgement of ${event} within ${timeoutMs} ms; ${meanwhile(this.log, since)}`);
    }
    this.log.push({ at: Date.now(), what: `the acknowledgement of ${event}`, payload: answer });
    return answer;
  }

  /**
   * Emits an event whose acknowledgement is proposed (a server without acks works too): resolves
   * with the acknowledgement, or `undefined` when none comes within `timeoutMs`.
   */
  async emitMaybeAck<T = unknown>(event: string, payload: unknown, timeoutMs = 10_000): Promise<T | undefined> {
    return this.emitWithAck<T>(event, payload, timeoutMs).catch(() => undefined);
  }

  close(): void {
    this.socket.disconnect();
  }
}
