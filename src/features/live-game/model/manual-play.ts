import { combine, createEffect, createEvent, createStore, merge, sample } from 'effector';
import { createGate } from 'effector-react';
import { connectionStatus, emitWithAck, route, type ServerPayload } from '@/shared/socket';
import { GAME_MESSAGES } from '@/shared/config/index.game-messages';
import { $user } from '@/entities/session';
import { balanceRefreshRequested } from '@/entities/wallet';
import { $betAmount, $gameId, $selectedBoardIds, gameLeft, prizePoolUpdated } from '@/entities/game';
import { $boardsById } from '@/entities/board';
import { connected } from '@/entities/connection';
import { createGamePlay } from '@/entities/game-play';

/**
 * The manual game on the game-play core (spec §2.9, §4 manual flow 4–6): what the manual mode
 * supplies to it — its per-game events and their payloads, `_rejoin_game_`, the countdown from
 * `_timer_update_`, and which result is a win. The screen's other parts (claim, leaving) are in
 * `./live-game`, the return after a reload in `./return`.
 */
export type GameResult = ServerPayload<'gameResult'>;

export const LiveGameGate = createGate<void>('LiveGameGate');
export const numberCalled = createEvent<{ number: number }>();
/** `_timer_update_{id}`: seconds to the start, and the epoch ms it arrived at. */
const timerUpdated = createEvent<{ seconds: number; at: number }>();
export const checkingChanged = createEvent<{ checking: boolean; for: string }>();
export const resultReceived = createEvent<GameResult>();
export const endedReceived = createEvent<ServerPayload<'gameEnded'>>();
export const rejoined = createEvent<ServerPayload<'gameRejoined'>>();
export const marksRestored = createEvent<Record<number, number[]>>();
/** The calls this page saw before a reload (session storage), merged like a snapshot. */
export const callsRestored = createEvent<{ number: number }[]>();
/** The player leaves the game (Leave in the exit dialog, or Play Again in the winner modal). */
export const left = createEvent();

/**
 * `_rejoin_game_` with its acknowledgement (spec §4 step 5); the ack may carry the server's error.
 * @throws Error when no valid ack came within 10 s (spec §8 "Exception on connect or entering a game")
 */
export const rejoinFx = createEffect((p: { phone: string; betAmount: number; gameId: string }) => emitWithAck('rejoinGame', p, 10000));
/** Whether the socket is connected now (read in an effect, so model tests can set it). */
export const socketConnectedFx = createEffect(() => connectionStatus() === 'connected');
/** What `_rejoin_game_` sends, or null while there is no player, game or stake. */
export const $rejoinTarget = combine($user, $gameId, $betAmount, (user, gameId, betAmount) => (user !== null && gameId !== null && betAmount > 0 ? { phone: user.phone, betAmount, gameId } : null));

const isWin = (r: GameResult) => r.success && !r.failed;
export const $gameOver = createStore(false)
  .on(resultReceived, (over, r) => over || isWin(r))
  .on(endedReceived, () => true)
  .reset(gameLeft);
// A winner's result lists every call of the game: it completes the strip with any we missed.
const winnerSnapshot = sample({ clock: resultReceived, filter: (r) => isWin(r) && Boolean(r.called_numbers), fn: (r) => (r.called_numbers ?? []).map((number) => ({ number })) });
export const won = sample({ clock: resultReceived, filter: (r) => isWin(r) && Boolean(r.winner) });
/** Epoch ms when the game starts (from `_timer_update_{id}`, seconds). */
export const $startsAt = createStore(0).reset(gameLeft);

export const play = createGamePlay({
  kind: 'manual',
  gate: LiveGameGate,
  $gameId,
  $phone: $user.map((u) => u?.phone ?? null),
  reset: gameLeft,
  routes: () => [
    route('bingoNumber', numberCalled),
    route('timerUpdate', timerUpdated, (p) => ({ seconds: p.remainingTime, at: Date.now() })),
    route('totalWinningAmount', prizePoolUpdated, (p) => p.total_winning),
    route('bingoCheckingResult', checkingChanged),
    route('gameResult', resultReceived),
    route('gameEnded', endedReceived),
    route('gameRejoined', rejoined),
  ],
  calls: {
    called: numberCalled,
    snapshot: merge([rejoined.map((p) => p.calledNumbers), winnerSnapshot, callsRestored]),
    restored: rejoined.map((p) => p.calledNumbers),
    // the end of the game for its fairness record: a winner's result or the end event, whichever comes first
    ended: merge([
      resultReceived.filterMap((r) => (isWin(r) ? { serverFinal: r.called_numbers ?? null, players: r.players_count, boards: r.boards_count } : undefined)),
      endedReceived.map((e) => ({ serverFinal: e.data.called_numbers, players: e.data.players_count, boards: e.data.boards_count })),
    ]),
    $closed: $gameOver,
  },
  // the numbers of the player's boards by board id (for auto-mark)
  $boards: combine($selectedBoardIds, $boardsById, (ids, boards) => Object.fromEntries(ids.flatMap((id) => (boards[id] ? [[id, boards[id].board_numbers.flat()]] : [])))),
  marksRestored,
  $startsAt,
  // the rejoin without an answer shows the connection error of spec §8; on opening the screen it is
  // sent when the socket is up (after a join, a reload or a return), else the next connect sends it
  rejoin: { fx: rejoinFx, $target: $rejoinTarget, connected, failMessage: () => GAME_MESSAGES.connectionError, readyFx: socketConnectedFx },
  result: {
    won,
    // a result without a winner shows with its board id (spec §8); a game that ends without one says so
    noWinner: merge([
      resultReceived.filterMap((r) => (isWin(r) && r.winner ? undefined : r.boardId !== undefined ? `${r.message} - boardId [${r.boardId}]` : r.message)),
      endedReceived.filterMap((e) => (e.failed ? e.data.message : undefined)),
    ]),
    settled: merge([won, endedReceived]),
    balanceRefresh: balanceRefreshRequested,
  },
});

// A countdown only before the first call: a late or repeated timer update never shows it mid-game.
$startsAt
  .on(sample({ clock: timerUpdated, source: { calls: play.$calls, over: $gameOver }, filter: ({ calls, over }) => calls.length === 0 && !over, fn: (_, t) => t }), (_, t) => t.at + t.seconds * 1000)
  .on([play.freshCall, rejoined], () => 0);
