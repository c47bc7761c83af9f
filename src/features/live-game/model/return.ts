import { createEffect, createEvent, createStore, sample } from 'effector';
import { connectSocket, disconnectSocket, openSocket } from '@/shared/socket';
import { createPageUnloadWatch } from '@/shared/lib/page-unload';
import { $betAmount, $gameId, $selectedBoardIds, clearSavedGame, gameIdCleared, gameLeft, readCalls, readClaims, readMarks, saveForReturn, writeCalls, writeClaims, writeMarks } from '@/entities/game';
import type { ClaimedBoards } from '@/entities/game-play';
import { $gameOver, callsRestored, left, LiveGameGate, marksRestored, play } from './manual-play';
import { claim, claimsRestored } from './claim';

/**
 * Coming back to the live manual game (spec §4 manual flow 5 and 7): the game restored from session
 * storage after a reload (the game-play core rejoins when the screen opens and on every reconnect),
 * marks, the calls seen and the boards claimed are kept per game id in session storage, a refused
 * rejoin forgets the game, and the game is stored for the return when the page unloads.
 * Imported by `./live-game` before it drops the game on leaving: these samples read the id of the
 * game being left.
 */

export { socketConnectedFx } from './manual-play';

/**
 * Put back what this tab saw of its game before a reload: the marks, the calls and the boards
 * claimed (session storage). Once per game: the route's loader sends it before the screen first
 * renders, so a reloaded game paints with its calls in that render; opening the screen sends it too
 * (a game joined since). What is in memory is never replaced by the stored copy, which is written
 * up to 100 ms late.
 */
export const restoreRequested = createEvent();
/** The game whose stored marks, calls and claims were put back. */
const $restoredGameId = createStore<string | null>(null).reset(gameLeft);
const restored = sample({
  clock: [restoreRequested, LiveGameGate.open],
  source: { gameId: $gameId, done: $restoredGameId },
  filter: ({ gameId, done }) => gameId !== null && gameId !== done,
  fn: ({ gameId }) => gameId!,
});
$restoredGameId.on(restored, (_, gameId) => gameId);

// When the server refuses the rejoin, then clear the saved game id and drop the game's listeners
// (spec §4 step 5, §8; the core showed its error and opened the exit dialog).
sample({ clock: play.rejoinRefused, target: [gameIdCleared, play.unlisten] });

// The calls and marks seen are written to session storage once the browser is idle after the
// paint (at most 100 ms later): storing a call never delays showing it. The latest value per key
// is the one written; forgetting a game drops what waits for it, and the page's unload writes what
// waits at once.
const waiting = new Map<string, () => void>();
function writeWaiting() {
  const writes = [...waiting.values()];
  waiting.clear();
  for (const write of writes) write();
}
const writeAfterPaintFx = createEffect(({ key, write }: { key: string; write: () => void }) => {
  if (waiting.size === 0) {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(writeWaiting, { timeout: 100 });
    else setTimeout(writeWaiting, 0);
  }
  waiting.set(key, write);
});

// Marks are kept per game id in session storage, so a reload keeps them (spec §4 step 7).
const readMarksFx = createEffect((gameId: string) => readMarks(gameId));
const forgetMarksFx = createEffect((gameId: string) => {
  waiting.delete(`marks.${gameId}`);
  writeMarks(gameId, null);
});
sample({ clock: restored, target: readMarksFx });
sample({ clock: readMarksFx.doneData, target: marksRestored });
sample({ clock: play.$marks.updates, source: $gameId, filter: Boolean, fn: (gameId, marks) => ({ key: `marks.${gameId}`, write: () => writeMarks(gameId, marks) }), target: writeAfterPaintFx });
sample({ clock: play.rejoinRefused, fn: ({ params }) => params.gameId, target: forgetMarksFx });
sample({ clock: left, source: $gameId, filter: Boolean, target: forgetMarksFx });

// The calls seen are kept the same way: a reload shows the strip at its full height at once, so
// the boards below do not jump when the rejoin's snapshot arrives (it is merged in as usual).
const readCallsFx = createEffect((gameId: string) => readCalls(gameId).map((number) => ({ number })));
const forgetCallsFx = createEffect((gameId: string) => {
  waiting.delete(`calls.${gameId}`);
  writeCalls(gameId, null);
});
sample({ clock: restored, target: readCallsFx });
sample({ clock: readCallsFx.doneData, filter: (calls) => calls.length > 0, target: callsRestored });
sample({
  clock: play.$calls.updates,
  source: $gameId,
  filter: Boolean,
  fn: (gameId, calls) => ({ key: `calls.${gameId}`, write: () => writeCalls(gameId, calls.map((c) => c.number)) }),
  target: writeAfterPaintFx,
});
sample({ clock: play.rejoinRefused, fn: ({ params }) => params.gameId, target: forgetCallsFx });
sample({ clock: left, source: $gameId, filter: Boolean, target: forgetCallsFx });

// The boards claimed are kept the same way, so a reload never claims a board of this game again
// (spec §5). Written at once, not after the paint: a reload right after the tap must find it.
const readClaimsFx = createEffect((gameId: string): ClaimedBoards => ({ gameId, boardIds: readClaims(gameId) }));
const writeClaimsFx = createEffect(({ gameId, boardIds }: ClaimedBoards) => writeClaims(gameId, boardIds));
const forgetClaimsFx = createEffect((gameId: string) => writeClaims(gameId, null));
sample({ clock: restored, target: readClaimsFx });
sample({ clock: readClaimsFx.doneData, filter: (c) => c.boardIds.length > 0, target: claimsRestored });
sample({ clock: claim.$sent.updates, filter: (c): c is ClaimedBoards => c !== null && c.boardIds.length > 0, target: writeClaimsFx });
sample({ clock: play.rejoinRefused, fn: ({ params }) => params.gameId, target: forgetClaimsFx });
sample({ clock: left, source: $gameId, filter: Boolean, target: forgetClaimsFx });

// While the game screen is open, a page unload stores the game for the return and closes the socket
// (spec §4 step 7); a page restored from the back-forward cache connects again.
const page = createPageUnloadWatch();
sample({ clock: LiveGameGate.open, target: page.started });
sample({ clock: LiveGameGate.close, target: page.stopped });
const saveOnUnloadFx = createEffect((p: { gameId: string | null; over: boolean; betAmount: number; boards: number[] }) => {
  writeWaiting();
  if (p.gameId && !p.over) saveForReturn({ path: window.location.pathname, betAmount: p.betAmount, boards: p.boards });
  else clearSavedGame();
  disconnectSocket();
});
sample({ clock: page.unloading, source: { gameId: $gameId, over: $gameOver, betAmount: $betAmount, boards: $selectedBoardIds }, target: saveOnUnloadFx });
const reconnectFx = createEffect(() => {
  openSocket();
  connectSocket();
});
sample({ clock: page.shown, target: reconnectFx });
