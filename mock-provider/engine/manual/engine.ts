import { schemas } from '@contracts/socket';
import { letterOf, type Stake } from '@/shared/lib/bingo';
import { echo, IDENTITY_REFUSED, parsePayload, type Ack, type EngineConn } from '../core/connection';
import { countTowardLimits } from '../../world/limits';
import { ManualRooms } from './rooms';
import { joinRefusal, prizePool, releasePicks, togglePick } from './rules';
import type { Game } from './state';

export type { GameSnapshot, GameStorage } from './persistence';

/**
 * The mock provider's game engine: runs manual games the way a server would (spec §4 manual game
 * flow) over any transport that can deliver Socket.IO events: MSW's WebSocket interception in the
 * browser, or a real `socket.io` server in `npm run provider`.
 *
 * Per stake there is one game at a time: waiting (countdown) → inProgress (calls) → completed →
 * after `restartMs` a new waiting game. Simulated players ("bots") pick boards and join during the
 * countdown. Stakes are debited on join; the prize pool is 80 % of all stakes in the game (the house
 * keeps 20 %); the winner also gets the stake's bonus of spec §9 when the game is won in fewer calls
 * than the bonus limit. A claim wins only if the stake's pattern is complete and includes the last
 * call (spec §5); otherwise only the claimant receives a Bad Bingo result and the game goes on.
 *
 * `new GameEngine(world, config?, clock?, storage?)`: with `storage` (mock mode, a reload mid-game)
 * holding a valid snapshot saved under the same config, each stake's game comes back with its id,
 * players, boards and calls — a waiting game starts at its stored time (at once when it has passed),
 * a running one goes on calling, a completed one is never settled or paid again. Connections are not
 * kept: a player comes back with `_rejoin_game_`. Every change is saved to it.
 */
export class GameEngine extends ManualRooms {
  /** A closed connection's picks are freed (its player has not joined with them). */
  protected connectionLeft(game: Game, connId: string): void {
    if (releasePicks(game, `conn:${connId}`)) this.emitBoardList(game);
  }

  /** Handles one client event; invalid payloads are logged and ignored, as a strict server would. */
  handle(conn: EngineConn, event: string, payload: unknown, ack?: Ack): void {
    const reply = ack ?? (() => undefined);
    switch (event) {
      case '_request_all_game_status':
        conn.emit('_all_game_status', this.allStatus());
        return;
      case 'request_initial_boardlist':
        return parsePayload(schemas.RequestInitialBoardlist, payload, event, (p) =>
          p.phone !== conn.phone ? reply({ status: 'error', message: IDENTITY_REFUSED }) : this.onInitialBoardlist(conn, p, reply),
        );
      case '_toggle_board_':
        return parsePayload(schemas.ToggleBoard, payload, event, (p) => this.onToggle(conn, p));
      case '_join_game_':
        return parsePayload(schemas.JoinGame, payload, event, (p) => {
          this.hooks.recordMoneyRequest(event, p.requestId ?? null);
          if (p.phone !== conn.phone) {
            conn.emit(`_game_join_validation_error_${p.gameId}`, { message: IDENTITY_REFUSED, ...echo(p.requestId) });
            return reply({ error: IDENTITY_REFUSED });
          }
          if (this.answered.replay(conn, event, p.requestId, reply)) return;
          this.onJoin(conn, p, reply);
        });
      case '_bingo_':
        return parsePayload(schemas.Bingo, payload, event, (p) =>
          p.phone !== conn.phone
            ? conn.emit(`_game_result_${p.gameId}`, { success: false, failed: true, message: IDENTITY_REFUSED, boardId: p.boardId })
            : this.onBingo(conn, p),
        );
      case '_navigate_back_':
        return parsePayload(schemas.NavigateBack, payload, event, (p) => (p.phone !== conn.phone ? undefined : this.onNavigateBack(conn, p)));
      case '_rejoin_game_':
        return parsePayload(schemas.RejoinGame, payload, event, (p) => (p.phone !== conn.phone ? reply({ error: IDENTITY_REFUSED }) : this.onRejoin(conn, p, reply)));
      case '_ready_for_winnings':
        return; // winnings are paid at settlement; nothing more to send
      default:
        console.warn(`[mock provider] unknown event ${event}`);
    }
  }

  // ---- test controls ----

  /** Starts the waiting game of a stake now, if it has a player. Returns whether it started. */
  startNow(betAmount: number): boolean {
    const game = this.games.get(betAmount as Stake);
    if (!game || game.state !== 'waiting' || game.players.size === 0) return false;
    this.start(game);
    return true;
  }

  /** Calls the next number of a running game now. Returns the number, or null. */
  callNext(betAmount: number): number | null {
    const game = this.games.get(betAmount as Stake);
    if (!game || game.state !== 'inProgress' || game.checking) return null;
    return this.call(game);
  }

  /** Ends the running game of a stake now without a winner (fault tests: "the game ended while away"). */
  endNow(betAmount: number): boolean {
    const game = this.games.get(betAmount as Stake);
    if (!game || game.state !== 'inProgress') return false;
    this.endWithoutWinner(game);
    return true;
  }

  /** A read-only view for tests and the dev console. */
  snapshot(betAmount: number) {
    const game = this.games.get(betAmount as Stake);
    if (!game) return null;
    return {
      gameId: game.gameId,
      state: game.state,
      called: [...game.called],
      taken: [...game.picks.keys()],
      players: [...game.players.values()].map((p) => ({ name: p.name, boards: [...p.boards], bot: p.bot })),
    };
  }

  // ---- client events ----

  private onInitialBoardlist(conn: EngineConn, p: { betAmount: number; phone: string }, ack: Ack): void {
    const game = this.games.get(p.betAmount as Stake);
    if (!game) return ack({ status: 'error', message: `No game for stake ${p.betAmount}` });
    if (game.state !== 'waiting') return ack({ status: 'error', message: 'Game already in progress, please wait for the next one' });
    game.conns.add(conn.id);
    ack({ status: 'success', gameId: game.gameId, message: 'ok' });
    conn.emit(`_updated_board_list_${game.gameId}`, { gameBoards: [...game.picks.keys()], gameId: game.gameId });
    conn.emit(`_total_winning_amount_${game.gameId}`, { total_winning: prizePool(game) });
  }

  private gameById(gameId: string): Game | undefined {
    for (const g of this.games.values()) if (g.gameId === gameId) return g;
    return undefined;
  }

  private onToggle(conn: EngineConn, p: { boardId: number; gameId: string }): void {
    const game = this.gameById(p.gameId);
    if (!game || game.state !== 'waiting' || p.boardId > this.world.boards.length) return;
    if (!togglePick(game, `conn:${conn.id}`, p.boardId)) return;
    game.conns.add(conn.id);
    this.emitBoardList(game);
  }

  private onJoin(conn: EngineConn, p: { phone: string; betAmount: number; boardIds: number[]; gameId: string; requestId?: string }, ack: Ack): void {
    const game = this.gameById(p.gameId);
    const refuse = (message: string) => {
      const answer = (to: EngineConn, reply: Ack) => {
        to.emit(`_game_join_validation_error_${p.gameId}`, { message, ...echo(p.requestId) });
        reply({ error: message });
      };
      this.answered.keep(conn, '_join_game_', p.requestId, answer);
      answer(conn, ack);
    };
    const mine = `conn:${conn.id}`;
    const boardIds = [...new Set(p.boardIds)];
    if (!game || game.state !== 'waiting') return refuse('This game has already started. Please wait for the next one.');
    const refusal = joinRefusal(this.world, game, p, mine, boardIds);
    if (refusal !== null) return refuse(refusal);
    const key = `player:${p.phone}`;
    const account = this.world.account(p.phone);
    if (!account) return refuse('Unknown player.');
    if (!this.world.holdStake(p.phone, game.betAmount * boardIds.length)) return refuse('Insufficient balance!');
    countTowardLimits(this.world, p.phone, 'stake', game.betAmount * boardIds.length);
    for (const id of boardIds) game.picks.set(id, key);
    game.players.set(key, { key, phone: p.phone, name: account.username, boards: boardIds, bot: false });
    // saved in the same task as the debit, so a reload never finds the stake taken but the player gone
    this.persist();
    game.conns.add(conn.id);
    // a repeat of this intent (same requestId) is told it joined, from whichever connection it comes;
    // the answer holds the game's id, not the game, so finished games are not kept alive by it
    const gameId = game.gameId;
    const answer = (to: EngineConn, reply: Ack) => {
      const current = this.gameById(gameId);
      if (current) current.conns.add(to.id);
      // the boards seated and the request answered (both proposed): a client matches the answer to its join
      to.emit(`_game_joined_${gameId}`, { gameId, boardIds, ...echo(p.requestId) });
      if (current) to.emit(`_timer_update_${gameId}`, { remainingTime: this.remaining(current) });
      reply({ success: true });
    };
    this.answered.keep(conn, '_join_game_', p.requestId, answer);
    if (!this.hooks.takeMoneyAnswerDrop()) answer(conn, ack);
    this.emitBoardList(game);
    this.emitPrize(game);
  }

  private onBingo(conn: EngineConn, p: { phone: string; boardId: number; gameId: string }): void {
    const game = this.gameById(p.gameId);
    const player = game?.players.get(`player:${p.phone}`);
    if (!game || !player || !player.boards.includes(p.boardId) || game.state !== 'inProgress') {
      conn.emit(`_game_result_${p.gameId}`, { success: false, failed: true, message: 'Invalid claim', boardId: p.boardId });
      return;
    }
    if (game.checking) return;
    this.claim(game, player, p.boardId, conn);
  }

  private onNavigateBack(conn: EngineConn, p: { gameId: string }): void {
    const game = this.gameById(p.gameId);
    if (!game) return;
    game.conns.delete(conn.id);
    this.connectionLeft(game, conn.id);
  }

  private onRejoin(conn: EngineConn, p: { phone: string; gameId: string }, ack: Ack): void {
    const game = this.gameById(p.gameId);
    if (!game || !game.players.has(`player:${p.phone}`)) return ack({ error: 'Game not found or already finished.' });
    game.conns.add(conn.id);
    ack({ success: true });
    conn.emit(`_game_rejoined_${game.gameId}`, {
      numbers: [...game.called],
      calledNumbers: game.called.map((n) => ({ letter: letterOf(n), number: n })),
    });
  }

}
