import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { route, type ServerPayload } from '@/shared/socket';
import { navigateFx } from '@/shared/routing';
import { connected, connectionWatchStarted } from '@/entities/connection';
import { $user } from '@/entities/session';
import { balanceRefreshRequested } from '@/entities/wallet';
import { $boardDataById, fetchBoardFx } from '@/entities/board';
import { ownWinAmount, winnerAt } from '@/entities/auto-game';
import { maskPhone } from '@/shared/lib/phone';
import { createGamePlay } from '@/entities/game-play';
import { $activeGame, activeGameChecked, activeGameLeft, activeGameSeated } from '@/entities/active-game';
import { joinAutoGameFx } from './join';

/**
 * Watching an auto game (spec §2.10, §2.11, §4 Scheduled game flow) on the game-play core: what
 * the scheduled mode supplies to it — `join_auto_game` on opening and on every reconnect,
 * `_auto_game_details_{id}` (boards, start time, stake, prize pool and the calls so far),
 * `_auto_bingo_number_{id}` and `_auto_bingo_result_{id}` — and its own winner presentation
 * (Previous / Next through the winners) and Go Back to the board selector.
 */
export type AutoCall = ServerPayload<'autoBingoNumber'>;
export type AutoResult = ServerPayload<'autoBingoResult'>;
export type AutoDetails = ServerPayload<'autoGameDetails'>;
export { connectFx, sendJoinFx, joinAutoGameFx } from './join';

export const AutoPlayGate = createGate<{ gameId: string }>('AutoPlayGate');
/** A number was called in the auto game (spec §2.10: it sounds once, however often delivered). */
export const autoNumberCalled = createEvent<AutoCall>();
export const winnerNextClicked = createEvent();
export const winnerPreviousClicked = createEvent();

const detailsReceived = createEvent<AutoDetails>();
const resultReceived = createEvent<AutoResult>();

export const $playGameId = createStore<string | null>(null).on(AutoPlayGate.open, (_, p) => p.gameId);
export const $autoDetails = createStore<AutoDetails | null>(null).on(detailsReceived, (_, d) => d).reset(AutoPlayGate.open);

const play = createGamePlay({
  kind: 'scheduled',
  gate: AutoPlayGate,
  $gameId: $playGameId,
  $phone: $user.map((u) => u?.phone ?? null),
  reset: AutoPlayGate.open,
  routes: () => [
    route('autoGameDetails', detailsReceived),
    route('autoBingoNumber', autoNumberCalled),
    // spec §7: _auto_game_msg_{id} is ignored; listened to so it is validated and never unhandled
    route('autoGameMsg'),
    route('autoBingoResult', resultReceived),
  ],
  // the details that answer each join carry the calls so far: they merge like a rejoin snapshot
  calls: {
    called: autoNumberCalled,
    snapshot: detailsReceived.map((d) => d.calledNumbers),
    restored: detailsReceived.map((d) => d.calledNumbers),
    ended: resultReceived.map((r) => ({ serverFinal: r.called_numbers, players: r.players_count, boards: r.boards_count })),
  },
  // the numbers of the player's boards in this game by board id (for auto-mark)
  $boards: combine($autoDetails, $boardDataById, (details, boards) => Object.fromEntries((details?.boardIds ?? []).flatMap((id) => (boards[id] ? [[id, boards[id].board_numbers.flat()]] : [])))),
  $startsAt: $autoDetails.map((d) => (d ? Date.parse(d.startTime) : null)),
  // every reconnect joins again, except while a join waits (the opening one waits for the first connect)
  rejoin: {
    fx: joinAutoGameFx,
    $target: combine($playGameId, $user, joinAutoGameFx.pending, (gameId, user, joining) => (gameId !== null && user !== null && !joining ? { gameId, phone: user.phone } : null)),
    connected,
    failMessage: (e) => e.message,
  },
  // spec §4: a result without a winner ends the game with its message; the balance is read either way
  result: {
    won: sample({ clock: resultReceived, filter: (r) => r.hasWinner && r.winning_board_ids.length > 0 }),
    noWinner: resultReceived.filterMap((r) => (r.hasWinner ? undefined : r.message)),
    settled: resultReceived,
    balanceRefresh: balanceRefreshRequested,
  },
});
export const { $calls: $autoCalls, $calledSet: $autoCalledSet, $lastCalls, $marks: $autoMarks, cellClicked: autoCellClicked, $secondsLeft: $autoSecondsLeft } = play;
/** The calls of this game as the device saw them and the server's final list, once it ended (fairness view). */
export const $autoGameCalls = play.$gameCalls;
/** The result with a winner, shown in the winner modal until closed (spec §2.11). */
export const { $winner: $autoResult, winnerClosed: autoWinnerClosed } = play;
/** "ካርቴላ ይጨምሩ" (add boards) opens the exit dialog; Cancel and Go Back close it (spec §2.10). */
export const autoExitDialog = play.exit;
export const { opened: addBoardsClicked, confirmed: autoGoBackConfirmed, $open: $autoExitOpen } = autoExitDialog;
const $winnerIndex = createStore(0).reset([AutoPlayGate.open, resultReceived]);
/** The winner shown in the modal (spec §2.11). */
export const $shownWinner = combine($autoResult, $winnerIndex, (r, i) => (r ? winnerAt(r, i) : null));
/** Whether the result shown names the player among its winners (spec §2.11 `winnerPhoneMap`): their own win. */
export const $ownWin = combine($autoResult, $user, (r, user) => r !== null && user !== null && Object.values(r.winnerPhoneMap).includes(user.phone));
/** The winner for the game's chat congratulations: the first winner's masked phone (none when it is the player), or null before a result. */
export const $chatWinner = combine($autoResult, $ownWin, (r, own) => {
  const first = r ? winnerAt(r, 0) : null;
  return first ? { name: own || !first.phone ? null : maskPhone(first.phone), own } : null;
});
/** What the player won in this result (ETB, the prize pool's share of their winning boards); 0 when nothing, null when not known. */
export const $ownWinAmount = combine($autoResult, $user, $autoDetails, (r, user, details) => (r && user ? ownWinAmount(r, user.phone, details?.totalWinning ?? null) : 0));

/**
 * The boards whose places the screen keeps before the game's details name them: the ones this
 * device (or the server's `activeGame`) kept for this game, e.g. on a reload; null when not known
 * (the screen then keeps the place of one board: a player enters after buying one).
 */
export const $expectedBoardIds = combine($playGameId, $activeGame, (gameId, seat) => (seat && seat.mode === 'scheduled' && seat.gameId === gameId && seat.boards.length > 0 ? seat.boards : null));
// When the play screen opens, then read the seat kept for "Back to your game" (its boards' places).
sample({ clock: AutoPlayGate.open, fn: () => undefined, target: activeGameChecked });

// When the play screen opens, then listen to the game and watch the connection ("Reconnecting...",
// spec §4 Socket connection, §8); the core joins when the screen opens and again on every reconnect.
sample({ clock: AutoPlayGate.open, fn: (p) => p.gameId, target: play.listen });
sample({ clock: AutoPlayGate.open, target: connectionWatchStarted });
sample({ clock: AutoPlayGate.close, target: play.unlisten });

/** Fetches by id the player's boards that are not cached (spec §4, §8 "Board fetch failure"). */
const fetchMissingBoardsFx = createEffect((ids: number[]) => Promise.all(ids.map((id) => fetchBoardFx(id))));
// When the player's boards are known, then fetch the ones not cached.
sample({ clock: detailsReceived, source: $boardDataById, fn: (boards, d) => d.boardIds.filter((id) => !boards[id]), target: fetchMissingBoardsFx });

// Previous / Next cycle through the winners (spec §2.11).
$winnerIndex
  .on(sample({ clock: winnerNextClicked, source: $autoResult, filter: Boolean }), (i, r) => (i + 1) % r.winning_board_ids.length)
  .on(sample({ clock: winnerPreviousClicked, source: $autoResult, filter: Boolean }), (i, r) => (i - 1 + r.winning_board_ids.length) % r.winning_board_ids.length);

// When Go Back is confirmed, then return to the board selector of this game (spec §2.10).
sample({ clock: autoGoBackConfirmed, source: $playGameId, filter: Boolean, fn: (gameId) => ({ to: '/autoBoardSelector/$gameId', params: { gameId } }) as const, target: navigateFx });

// When the player's boards in this game are known, then keep the seat on the device for "Back to
// your game"; when the game ends or the server refuses the join, then forget it.
sample({
  clock: detailsReceived,
  source: $playGameId,
  filter: (gameId, d) => gameId !== null && d.boardIds.length > 0,
  fn: (gameId, d) => ({ mode: 'scheduled' as const, gameId: gameId!, betAmount: d.betAmount, boards: d.boardIds, prizePool: d.totalWinning }),
  target: activeGameSeated,
});
sample({ clock: resultReceived, source: $playGameId, filter: Boolean, fn: (gameId) => ({ gameId }), target: activeGameLeft });
sample({ clock: play.rejoinRefused, fn: ({ params }) => ({ gameId: params.gameId }), target: activeGameLeft });
