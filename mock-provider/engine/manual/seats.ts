import type { Stake } from '@/shared/lib/bingo';
import { countTowardLimits } from '../../world/limits';
import type { World } from '../../world/world';
import { echo, emit, type EngineConn } from '../core/connection';
import type { Reply } from '../core/dispatch';
import type { RoomKit } from '../core/room-kit';
import type { ManualRounds } from './rounds';
import { joinRefusal, prizePool, togglePick } from './rules';
import type { Game } from './state';

/**
 * Taking a seat in a waiting manual game (spec §4 manual game flow steps 1–3): the board list of a
 * stake, a board picked or unpicked, and the join that holds the stake through the world's ledger.
 * The rules (./rules.ts) say what is allowed; the rounds save and tell the other players.
 */
export interface SeatParts {
  world: World;
  kit: RoomKit<Game>;
  rounds: ManualRounds;
}

/** `request_initial_boardlist`: the stake's waiting game, its boards taken and its prize pool. */
export function initialBoardlist({ rounds }: SeatParts, conn: EngineConn, p: { betAmount: number; phone: string }, ack: Reply<'requestInitialBoardlist'>): void {
  const game = rounds.games.get(p.betAmount as Stake);
  if (!game) return ack({ status: 'error', message: `No game for stake ${p.betAmount}` });
  if (game.state !== 'waiting') return ack({ status: 'error', message: 'Game already in progress, please wait for the next one' });
  game.conns.add(conn.id);
  ack({ status: 'success', gameId: game.gameId, message: 'ok' });
  emit(conn, 'updatedBoardList', game.gameId, { gameBoards: [...game.picks.keys()], gameId: game.gameId });
  emit(conn, 'totalWinningAmount', game.gameId, { total_winning: prizePool(game) });
}

/** `_toggle_board_`: a pick or unpick of a board while the game waits (the two-board rule). */
export function toggleBoard({ world, rounds }: SeatParts, conn: EngineConn, p: { boardId: number; gameId: string }): void {
  const game = rounds.byId(p.gameId);
  if (!game || game.state !== 'waiting' || p.boardId > world.boards.length) return;
  if (!togglePick(game, `conn:${conn.id}`, p.boardId)) return;
  game.conns.add(conn.id);
  rounds.news.boardList(game);
}

/**
 * `_join_game_`: the refusals before money moves, then the stake held, the boards seated and the
 * game saved in one task; a repeat of the same requestId gets the first answer.
 */
export function joinGame({ world, kit, rounds }: SeatParts, conn: EngineConn, p: { phone: string; betAmount: number; boardIds: number[]; gameId: string; requestId?: string }, ack: Reply<'joinGame'>): void {
  const game = rounds.byId(p.gameId);
  const refuse = (message: string) => {
    const answer = (to: EngineConn, reply: Reply<'joinGame'>) => {
      emit(to, 'gameJoinValidationError', p.gameId, { message, ...echo(p.requestId) });
      reply({ error: message });
    };
    kit.answered.keep(conn, '_join_game_', p.requestId, answer);
    answer(conn, ack);
  };
  const mine = `conn:${conn.id}`;
  const boardIds = [...new Set(p.boardIds)];
  if (!game || game.state !== 'waiting') return refuse('This game has already started. Please wait for the next one.');
  const refusal = joinRefusal(world, game, p, mine, boardIds);
  if (refusal !== null) return refuse(refusal);
  const key = `player:${p.phone}`;
  const account = world.account(p.phone);
  if (!account) return refuse('Unknown player.');
  if (!world.holdStake(p.phone, game.betAmount * boardIds.length)) return refuse('Insufficient balance!');
  countTowardLimits(world, p.phone, 'stake', game.betAmount * boardIds.length);
  for (const id of boardIds) game.picks.set(id, key);
  game.players.set(key, { key, phone: p.phone, name: account.username, boards: boardIds, bot: false });
  // saved in the same task as the debit, so a reload never finds the stake taken but the player gone
  rounds.save();
  game.conns.add(conn.id);
  // a repeat of this intent (same requestId) is told it joined, from whichever connection it comes;
  // the answer holds the game's id, not the game, so finished games are not kept alive by it
  const gameId = game.gameId;
  const answer = (to: EngineConn, reply: Reply<'joinGame'>) => {
    const current = rounds.byId(gameId);
    if (current) current.conns.add(to.id);
    // the boards seated and the request answered (both proposed): a client matches the answer to its join
    emit(to, 'gameJoined', gameId, { gameId, boardIds, ...echo(p.requestId) });
    if (current) emit(to, 'timerUpdate', gameId, { remainingTime: rounds.news.remaining(current) });
    reply({ success: true });
  };
  kit.answered.keep(conn, '_join_game_', p.requestId, answer);
  if (!kit.hooks.takeMoneyAnswerDrop()) answer(conn, ack);
  rounds.news.boardList(game);
  rounds.news.prize(game);
}
