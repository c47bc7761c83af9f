import { autoSchemas } from '@contracts/socket';
import { echo, IDENTITY_REFUSED, type Ack, type EngineConn } from '../core/connection';
import type { AutoConfig } from './config';
import { details, listEntry, result } from './payloads';
import { AutoSchedule } from './schedule';
import { buyBoards } from './settlement';

export type { AutoSnapshot, AutoStorage } from './persistence';

/** Client events this engine answers (the manual engine gets the rest). */
export const AUTO_EVENTS = new Set(['request_auto_boardlist', 'purchase_cartela', 'join_auto_game', 'release_auto_boards']);

/**
 * The mock provider's auto games, the spec's scheduled games (spec §2.10–§2.12, §4 Scheduled game flow):
 * it keeps a few games announced ahead, sells boards (debits the wallet and writes a
 * `cartela_purchase` ledger entry), starts each game at its start time, calls numbers by itself,
 * decides the winners (every board that completes the pattern on the same call; the prize pool is
 * split between them), pays them, and marks the game running, then completed. Simulated players
 * buy boards too. Timing comes from `AutoConfig` (tests shorten it or call numbers on demand).
 */
export class AutoGameEngine extends AutoSchedule {
  /** Test control: the list call answers 500 while true (a provider state of the pact). */
  listUnavailable = false;

  /**
   * Drops every game and makes new ones with `partial` over the current config (tests, the
   * browser's `reset()`); the saved snapshot is replaced by the new games.
   */
  restart(partial: Partial<AutoConfig> = {}): void {
    this.listUnavailable = false;
    super.restart(partial);
  }

  /** Handles an auto game client event; invalid payloads are logged and ignored. */
  handle(conn: EngineConn, event: string, payload: unknown, ack?: Ack): void {
    const reply = ack ?? (() => undefined);
    switch (event) {
      case 'request_auto_boardlist': {
        const p = autoSchemas.RequestAutoBoardlist.safeParse(payload);
        if (!p.success) return reply({ status: 'error', message: 'invalid request' });
        const game = this.byId(p.data.game_id);
        if (!game) return reply({ status: 'error', message: 'Game not found' });
        game.conns.add(conn.id);
        reply({ status: 'success', gameId: game.gameId, message: 'ok' });
        conn.emit(`response_auto_boardlist_${game.gameId}`, { gameBoards: [...game.owners.keys()] });
        return;
      }
      case 'purchase_cartela': {
        const p = autoSchemas.PurchaseCartela.safeParse(payload);
        if (!p.success) return conn.emit('purchase_cartela_result', { success: false, message: 'Invalid purchase request.' });
        this.hooks.recordMoneyRequest(event, p.data.requestId ?? null);
        const answer = (result: { success: boolean; message: string }) => (to: EngineConn, ack: Ack) => {
          // the request answered (proposed): the result names no game, a client matches it to its purchase
          to.emit('purchase_cartela_result', { ...result, ...echo(p.data.requestId) });
          ack(result.success ? { success: true, message: result.message } : { error: result.message });
        };
        if (p.data.phone !== conn.phone) return answer({ success: false, message: IDENTITY_REFUSED })(conn, reply);
        if (this.answered.replay(conn, event, p.data.requestId, reply)) return;
        const result = this.purchase(p.data.phone, p.data.gameId, p.data.boards, p.data.requestId);
        this.answered.keep(conn, event, p.data.requestId, answer(result));
        // the fault "drop the answer" applies to a purchase that moved money
        if (result.success && this.hooks.takeMoneyAnswerDrop()) return;
        return answer(result)(conn, reply);
      }
      case 'join_auto_game': {
        const p = autoSchemas.JoinAutoGame.safeParse(payload);
        if (!p.success) return reply({ error: 'Invalid join request.' });
        if (p.data.phone !== conn.phone) return reply({ error: IDENTITY_REFUSED });
        const game = this.byId(p.data.gameId);
        if (!game) return reply({ error: 'Game not found.' });
        game.conns.add(conn.id);
        reply({ success: true });
        conn.emit(`_auto_game_details_${game.gameId}`, details(game, p.data.phone));
        if (game.status === 'completed') conn.emit(`_auto_bingo_result_${game.gameId}`, result(this.world, game));
        return;
      }
      case 'release_auto_boards':
        return; // picks are local until bought: nothing is held for the player
      default:
        console.warn(`[mock provider] unknown scheduled event ${event}`);
    }
  }

  /** The list of spec §2.12 as `GET /autogames/status/scheduled` answers it. */
  list() {
    return this.games.map(listEntry);
  }

  // ---- test and developer controls ----

  /** Ids of the games, in start order. */
  gameIds(): string[] {
    return this.games.map((g) => g.gameId);
  }

  /** Starts a waiting game now. */
  startNow(gameId: string): boolean {
    const g = this.byId(gameId);
    if (!g || g.status !== 'waiting') return false;
    this.start(g);
    return true;
  }

  /** Calls these numbers next (then the shuffled order goes on); returns the numbers called. */
  callNumbers(gameId: string, numbers: number[]): number[] {
    const g = this.byId(gameId);
    if (!g) return [];
    if (g.status === 'waiting') this.start(g);
    const done: number[] = [];
    for (const n of numbers) {
      if (g.status !== 'running' || g.called.includes(n)) continue;
      g.order = [n, ...g.order.filter((x) => x !== n)];
      this.call(g);
      done.push(n);
    }
    return done;
  }

  /** Calls the next number of a running game; null when it is not running. */
  callNext(gameId: string): number | null {
    const g = this.byId(gameId);
    if (!g || g.status !== 'running') return null;
    return this.call(g);
  }

  private purchase(phone: string, gameId: string, boards: number[], requestId?: string) {
    const g = this.byId(gameId);
    const bought = buyBoards(this.world, g, phone, boards, requestId);
    if (!g || !bought.success) return bought;
    this.persist();
    this.boardsChanged(g);
    return bought;
  }
}
