import { clientEventOf, clientEvents, schemas, serverEventOf, serverEvents, type ClientEventKey, type ServerEventKey } from '@contracts/socket';
import { emit, type Ack, type EngineConn } from '../engine';
import { ackSchemaOf, PHONE_FORMATS, serverSchemaOf, shapeHttpAnswer, shapePayload, type Schema } from './chaos-shape';
import { createRng } from '../world/rng';
import { CHAOS_REFUSAL, type ChaosConfig, type ChaosStats } from './chaos-config';

export { CHAOS_REFUSAL, ChaosConfigSchema, resolveChaos, type ChaosConfig, type ChaosStats } from './chaos-config';

/** Money events whose ack is optional (the proposed ack; the spec's answer event always follows): those the contract answers with its money ack. */
const MONEY_EVENTS: ReadonlySet<ClientEventKey> = new Set((Object.keys(clientEvents) as ClientEventKey[]).filter((key) => (clientEvents[key] as { ack?: unknown }).ack === schemas.MoneyAck));
/**
 * What chaos may do with each server event of the contract (a contract event missing here fails the
 * type-check, so a new event is placed before chaos sends it):
 * - `answer`: answers one player's request; `broadcast` sends it to every watcher of the game. Not
 *   `gameResult`: the contract sends a refused claim or Bad Bingo to the claimant only.
 * - `reorderable`: status and lists, which may overtake others (never another of their own name).
 * - `ordered`: calls, results and everything else keep their order.
 */
export const CHAOS_ROLE: Readonly<Record<ServerEventKey, 'answer' | 'reorderable' | 'ordered'>> = {
  allGameStatus: 'reorderable',
  allGameStatusUpdate: 'reorderable',
  gameStatusUpdate: 'reorderable',
  updatedBoardList: 'reorderable',
  gameJoinValidationError: 'answer',
  gameJoined: 'answer',
  totalWinningAmount: 'reorderable',
  gameEnded: 'ordered',
  timerUpdate: 'ordered',
  bingoNumber: 'ordered',
  bingoCheckingResult: 'ordered',
  gameResult: 'ordered',
  gameRejoined: 'answer',
  autoBoardlist: 'reorderable',
  purchaseCartelaResult: 'answer',
  autoGameDetails: 'ordered',
  autoBingoNumber: 'ordered',
  autoGameMsg: 'ordered',
  autoBingoResult: 'ordered',
  // the chat (proposed): a reaction may overtake other events; messages, the chat's state and removals keep their order
  gameReaction: 'reorderable',
  gameChatMessage: 'ordered',
  gameChatState: 'ordered',
  gameChatRemoved: 'ordered',
};
const withRole = (role: (typeof CHAOS_ROLE)[ServerEventKey]): ReadonlySet<ServerEventKey> =>
  new Set((Object.keys(CHAOS_ROLE) as ServerEventKey[]).filter((key) => CHAOS_ROLE[key] === role));
const ANSWERS = withRole('answer');
const REORDERABLE = withRole('reorderable');
/**
 * The chat's sends (proposed): a server may refuse one by its rate limit at any time. Their acks are
 * never dropped (no ack within 5 s means "chat not offered").
 */
const CHAT_SENDS: ReadonlySet<ClientEventKey> = new Set(['sendReaction', 'sendChatMessage']);
/** The three stake-status events tell one story: none of them overtakes another. */
const STAKE_STATUS: ReadonlySet<ServerEventKey> = new Set(['allGameStatus', 'allGameStatusUpdate', 'gameStatusUpdate']);
/** A contract event's name without its game id: the prefix of a per-game event, else the name. */
const stemOf = (key: ServerEventKey) => {
  const def = serverEvents[key];
  return def.kind === 'perGame' ? (def.prefix as string) : def.name;
};
/**
 * The event name as chaos draws for it: a contract event by its stem (game ids differ from run to
 * run; the n-th call of a game draws the same whatever the game's id); acks and unknown names as they are.
 */
const drawName = (event: string) => {
  const known = serverEventOf(event);
  return known ? stemOf(known.key) : event;
};
/** FNV-1a of a string: the per-decision seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

interface Outbox {
  conn: EngineConn;
  /** Time the last in-order entry goes out (ms); later in-order entries never go before it. */
  lastOrdered: number;
  lastByName: Map<string, number>;
  queue: { at: number; seq: number; send: () => void }[];
  timer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * The chaos layer both transports put between the engines and the wire (what it may do: ./chaos-config.ts): `wrap` a transport
 * connection for the engines (what they send), `receive` every client event before the engines
 * (refusals, acks). `takeHttpAnswerDrop` decides the loss of an HTTP money answer, `takeHttpBusy` a
 * 409 / 429 instead of it, `shapeHttp` dresses HTTP answers (chaos-http.ts puts both before the handlers).
 * @param recordMoneyRequest logs a refused money event as received (the fault controls' log)
 */
export class Chaos {
  readonly stats: ChaosStats = { delayed: 0, reordered: 0, duplicated: 0, droppedAcks: 0, lostHttpAnswers: 0, busyHttp: 0, refused: 0, broadcast: 0, nulls: 0, phones: 0 };
  private counts = new Map<string, number>();
  private outboxes = new Map<string, Outbox>();
  private wrapped = new Map<string, EngineConn>();
  /** Game id → ids of the connections that got any event of that game. */
  private watchers = new Map<string, Set<string>>();
  /** Connection id → the scheduled game of its last purchase (for broadcasting `purchase_cartela_result`). */
  private purchaseGame = new Map<string, string>();
  /** `phone:event:requestId` of refused intents: a retry is refused again. */
  private refusedIntents = new Set<string>();
  private seq = 0;

  constructor(
    readonly config: ChaosConfig,
    private recordMoneyRequest: (kind: string, key: string | null) => void = () => undefined,
    private now: () => number = () => Date.now(),
  ) {}

  /** A draw in [0, 1) for the `n`-th decision of `kind` about `subject` (deterministic per seed). */
  private draw(kind: string, subject: string): number {
    const key = `${kind}|${subject}`;
    const n = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, n);
    return createRng(hash(`${this.config.seed}|${key}|${n}`))();
  }

  /** A draw in [0, 1) that is the same every time for `kind` about `subject` (a server's fixed habit). */
  private habit(kind: string, subject: string): number {
    return createRng(hash(`${this.config.seed}|${kind}|${subject}`))();
  }

  /** The connection the engines send to: its events pass the chaos on their way to `conn`. The same wrapper per id. */
  wrap(conn: EngineConn): EngineConn {
    const known = this.wrapped.get(conn.id);
    if (known) return known;
    this.outboxes.set(conn.id, { conn, lastOrdered: 0, lastByName: new Map(), queue: [], timer: undefined });
    const wrapped: EngineConn = { id: conn.id, phone: conn.phone, emit: (event, payload) => this.send(conn.id, event, payload, true) };
    this.wrapped.set(conn.id, wrapped);
    return wrapped;
  }

  /** Forgets a closed connection (its queued events are dropped with it, as on a closed socket). */
  forget(id: string): void {
    const box = this.outboxes.get(id);
    if (box?.timer) clearTimeout(box.timer);
    this.outboxes.delete(id);
    this.wrapped.delete(id);
    this.purchaseGame.delete(id);
    for (const set of this.watchers.values()) set.delete(id);
  }

  /**
   * A client event on its way to the engines: a money event may be refused here (not performed), and
   * the ack the engines give goes out late, reordered or (money events) not at all.
   * @param dispatch hands the event to the engines with the ack to use
   */
  receive(conn: EngineConn, event: string, payload: unknown, ack: Ack | undefined, dispatch: (ack: Ack | undefined) => void): void {
    const p = (payload && typeof payload === 'object' ? payload : {}) as { gameId?: unknown; requestId?: unknown };
    const key = clientEventOf(event);
    if (key === 'purchaseCartela' && typeof p.gameId === 'string') this.purchaseGame.set(conn.id, p.gameId);
    const money = key !== undefined && MONEY_EVENTS.has(key);
    if (money && typeof p.gameId === 'string') {
      const intent = `${conn.phone}:${event}:${typeof p.requestId === 'string' ? p.requestId : `#${this.draw('intent', `${conn.phone}:${event}`)}`}`;
      if (this.refusedIntents.has(intent) || this.draw('refusal', `${conn.phone}:${event}`) < this.config.refusal) {
        this.refusedIntents.add(intent);
        this.stats.refused++;
        this.recordMoneyRequest(event, typeof p.requestId === 'string' ? p.requestId : null);
        const to = this.wrap(conn);
        // the intent's request id is echoed, as the engines' answers do, so a client can match the answer to its request
        const echo = typeof p.requestId === 'string' ? { requestId: p.requestId } : {};
        if (key === 'joinGame') emit(to, 'gameJoinValidationError', p.gameId, { message: CHAOS_REFUSAL, ...echo });
        else emit(to, 'purchaseCartelaResult', { success: false, message: CHAOS_REFUSAL, ...echo });
        if (ack) this.schedule(conn.id, `ack:${event}`, () => ack(this.shape(`${conn.phone}:ack:${event}`, { success: false, message: CHAOS_REFUSAL, ...echo }, ackSchemaOf(event))));
        return;
      }
    }
    if (key !== undefined && CHAT_SENDS.has(key) && ack && this.draw('chatRefusal', `${conn.phone}:${event}`) < this.config.refusal) {
      // refused by the rate limit, as the server owning moderation may: nothing is broadcast
      this.stats.refused++;
      this.schedule(conn.id, `ack:${event}`, () => ack(this.shape(`${conn.phone}:ack:${event}`, { success: false, refusal: 'rate_limited', retryAfter: 1, message: CHAOS_REFUSAL }, ackSchemaOf(event))));
      return;
    }
    if (!ack) return dispatch(undefined);
    dispatch((response) => {
      if (money && this.draw('droppedAck', `${conn.phone}:${event}`) < this.config.droppedAck) {
        this.stats.droppedAcks++;
        return;
      }
      this.schedule(conn.id, `ack:${event}`, () => ack(this.shape(`${conn.phone}:ack:${event}`, response, ackSchemaOf(event))));
    });
  }

  /**
   * Whether an HTTP money POST of `path` (after `/api`) is answered busy instead of performed: 409
   * or 429 (drawn), or null to perform it. The request is logged as received either way by the caller.
   */
  takeHttpBusy(path: string): 409 | 429 | null {
    if (this.draw('httpBusy', path) >= this.config.busy) return null;
    this.stats.busyHttp++;
    return this.draw('httpBusyStatus', path) < 0.5 ? 409 : 429;
  }

  /** An HTTP JSON answer of `path` (after `/api`) as it goes out: absent optional fields as null, phones in another form. */
  shapeHttp(path: string, body: unknown): unknown {
    const nulls = this.draw('httpNulls', path) < this.config.nulls;
    const format = this.config.phoneFormat === 'mixed' ? PHONE_FORMATS[Math.floor(this.habit('httpPhoneFormat', path) * 3)] : this.config.phoneFormat;
    const shaped = shapeHttpAnswer(path, body, { nulls, format });
    if (shaped.nulled) this.stats.nulls++;
    if (shaped.phones) this.stats.phones++;
    return shaped.payload;
  }

  /** Whether the answer of an HTTP money POST (`path`, performed) is lost on its way back. */
  takeHttpAnswerDrop(path: string): boolean {
    if (this.draw('httpDrop', path) >= this.config.droppedAck) return false;
    this.stats.lostHttpAnswers++;
    return true;
  }

  /** The whole chaos of one server event to one connection; answers of a game also go to its other watchers. */
  private send(connId: string, event: string, payload: unknown, fromEngine: boolean): void {
    const known = serverEventOf(event);
    const perGame = known?.gameId !== undefined;
    const gameId = perGame ? known.gameId : known?.key === 'purchaseCartelaResult' ? this.purchaseGame.get(connId) : undefined;
    if (perGame && gameId) {
      const set = this.watchers.get(gameId) ?? new Set<string>();
      this.watchers.set(gameId, set.add(connId));
    }
    const box = this.outboxes.get(connId);
    if (!box) return;
    const shaped = this.shape(`${box.conn.phone}:${drawName(event)}`, payload, serverSchemaOf(event));
    this.schedule(connId, event, () => box.conn.emit(event, shaped));
    if (perGame && this.draw('duplicate', `${box.conn.phone}:${stemOf(known.key)}`) < this.config.duplicate) {
      this.stats.duplicated++;
      this.schedule(connId, event, () => box.conn.emit(event, shaped));
    }
    const isAnswer = known !== undefined && ANSWERS.has(known.key);
    if (fromEngine && this.config.broadcast && isAnswer && gameId) {
      for (const other of this.watchers.get(gameId) ?? []) {
        if (other === connId) continue;
        this.stats.broadcast++;
        this.send(other, event, payload, false);
      }
    }
  }

  /** Puts a send in the connection's outbox: now, later, in order or (status events, acks) reordered. */
  private schedule(connId: string, name: string, send: () => void): void {
    const box = this.outboxes.get(connId);
    if (!box) return;
    const subject = `${box.conn.phone}:${drawName(name)}`;
    const now = this.now();
    let at = now;
    if (this.draw('delay', subject) < this.config.delay) {
      this.stats.delayed++;
      at += Math.round(this.draw('delayMs', subject) * this.config.maxDelayMs);
    }
    const eventKey = serverEventOf(name)?.key;
    const mayReorder = name.startsWith('ack:') || (eventKey !== undefined && REORDERABLE.has(eventKey));
    const reorder = mayReorder && this.draw('reorder', subject) < this.config.reorder;
    if (reorder) {
      this.stats.reordered++;
      at += Math.round(this.draw('reorderMs', subject) * this.config.maxDelayMs);
    } else at = Math.max(at, box.lastOrdered);
    const group = eventKey !== undefined && STAKE_STATUS.has(eventKey) ? 'stake-status' : name;
    at = Math.max(at, box.lastByName.get(group) ?? 0);
    box.lastByName.set(group, at);
    if (!reorder) box.lastOrdered = at;
    if (at <= now && box.queue.length === 0) return send();
    box.queue.push({ at, seq: this.seq++, send });
    box.queue.sort((a, b) => a.at - b.at || a.seq - b.seq);
    this.arm(box);
  }

  private arm(box: Outbox): void {
    if (box.timer) clearTimeout(box.timer);
    const first = box.queue[0];
    if (!first) return;
    box.timer = setTimeout(
      () => {
        box.timer = undefined;
        const now = this.now();
        while (box.queue.length && box.queue[0].at <= now) box.queue.shift()!.send();
        this.arm(box);
      },
      Math.max(0, first.at - this.now()),
    );
  }

  /**
   * `payload` as it goes out: absent optional fields as `null` (at the `nulls` rate), phones in the
   * configured form or one drawn once per player and event (however often that event is sent).
   * `subject` (receiving player and event) keys the draws, so each player's draws are the seed's
   * whatever the other players do.
   */
  private shape(subject: string, payload: unknown, schema: Schema | undefined): unknown {
    const nulls = this.draw('nulls', subject) < this.config.nulls;
    const format = this.config.phoneFormat === 'mixed' ? PHONE_FORMATS[Math.floor(this.habit('phoneFormat', subject) * 3)] : this.config.phoneFormat;
    const shaped = shapePayload(payload, schema, { nulls, format });
    if (shaped.nulled) this.stats.nulls++;
    if (shaped.phones) this.stats.phones++;
    return shaped.payload;
  }
}
