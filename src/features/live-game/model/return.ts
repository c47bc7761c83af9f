import { createEffect, sample } from 'effector';
import { connectSocket, disconnectSocket, getSocket } from '@/shared/socket';
import { createPageUnloadWatch } from '@/shared/lib/page-unload';
import { $betAmount, $gameId, $selectedBoardIds, clearSavedGame, gameIdCleared, readCalls, readMarks, saveForReturn, writeCalls, writeMarks } from '@/entities/game';
import { $gameOver, callsRestored, left, LiveGameGate, marksRestored, play } from './manual-play';

/**
 * Coming back to the live manual game (spec §4 manual flow 5 and 7): the game restored from session
 * storage after a reload (the game-play core rejoins when the screen opens and on every reconnect),
 * marks and the calls seen are kept per game id in session storage, a refused
 * rejoin forgets the game, and the game is stored for the return when the page unloads.
 * Imported by `./live-game` before it drops the game on leaving: these samples read the id of the
 * game being left.
 */

export { socketConnectedFx } from './manual-play';

// When the server refuses the rejoin, then clear the saved game id and drop the game's listeners
// (spec §4 step 5, §8; the core showed its error and opened the exit dialog).
sample({ clock: play.rejoinRefused, target: [gameIdCleared, play.unlisten] });

// Marks are kept per game id in session storage, so a reload keeps them (spec §4 step 7).
const readMarksFx = createEffect((gameId: string) => readMarks(gameId));
const writeMarksFx = createEffect(({ gameId, marks }: { gameId: string; marks: Record<number, number[]> | null }) => writeMarks(gameId, marks));
const forgetMarksFx = createEffect((gameId: string) => writeMarks(gameId, null));
sample({ clock: LiveGameGate.open, source: $gameId, filter: Boolean, target: readMarksFx });
sample({ clock: readMarksFx.doneData, target: marksRestored });
sample({ clock: play.$marks.updates, source: $gameId, filter: Boolean, fn: (gameId, marks) => ({ gameId, marks }), target: writeMarksFx });
sample({ clock: play.rejoinRefused, fn: ({ params }) => params.gameId, target: forgetMarksFx });
sample({ clock: left, source: $gameId, filter: Boolean, target: forgetMarksFx });

// The calls seen are kept the same way: a reload shows the strip at its full height at once, so
// the boards below do not jump when the rejoin's snapshot arrives (it is merged in as usual).
const readCallsFx = createEffect((gameId: string) => readCalls(gameId).map((number) => ({ number })));
const writeCallsFx = createEffect(({ gameId, calls }: { gameId: string; calls: number[] }) => writeCalls(gameId, calls));
const forgetCallsFx = createEffect((gameId: string) => writeCalls(gameId, null));
sample({ clock: LiveGameGate.open, source: $gameId, filter: Boolean, target: readCallsFx });
sample({ clock: readCallsFx.doneData, filter: (calls) => calls.length > 0, target: callsRestored });
sample({ clock: play.$calls.updates, source: $gameId, filter: Boolean, fn: (gameId, calls) => ({ gameId, calls: calls.map((c) => c.number) }), target: writeCallsFx });
sample({ clock: play.rejoinRefused, fn: ({ params }) => params.gameId, target: forgetCallsFx });
sample({ clock: left, source: $gameId, filter: Boolean, target: forgetCallsFx });

// While the game screen is open, a page unload stores the game for the return and closes the socket
// (spec §4 step 7); a page restored from the back-forward cache connects again.
const page = createPageUnloadWatch();
sample({ clock: LiveGameGate.open, target: page.started });
sample({ clock: LiveGameGate.close, target: page.stopped });
const saveOnUnloadFx = createEffect((p: { gameId: string | null; over: boolean; betAmount: number; boards: number[] }) => {
  if (p.gameId && !p.over) saveForReturn({ path: window.location.pathname, betAmount: p.betAmount, boards: p.boards });
  else clearSavedGame();
  disconnectSocket();
});
sample({ clock: page.unloading, source: { gameId: $gameId, over: $gameOver, betAmount: $betAmount, boards: $selectedBoardIds }, target: saveOnUnloadFx });
const reconnectFx = createEffect(() => {
  getSocket();
  connectSocket();
});
sample({ clock: page.shown, target: reconnectFx });
