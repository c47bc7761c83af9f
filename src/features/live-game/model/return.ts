import { createEffect, sample, type EventCallable, type Store, type StoreWritable } from 'effector';
import type { Gate } from 'effector-react';
import { connectionStatus, connectSocket, disconnectSocket, emitWithAck, getSocket } from '@/shared/socket';
import { MESSAGES, UNREADABLE_GAME_EVENT } from '@/shared/config';
import { createPageUnloadWatch } from '@/shared/lib/page-unload';
import { showSnackbarFx } from '@/shared/ui/snackbar';
import { $user } from '@/entities/session';
import { $betAmount, $gameId, $restoredFromStorage, $selectedBoardIds, clearSavedGame, gameIdCleared, readCalls, readMarks, saveForReturn, writeCalls, writeMarks } from '@/entities/game';
import { connected } from '@/entities/connection';

/**
 * Coming back to the live manual game (spec §4 manual flow 5 and 7): rejoin on every (re)connect
 * and after a reload, a fresh snapshot after an unreadable payload, marks and the calls seen kept per
 * game id in session storage, and the game stored for the return when the page unloads.
 */

/** The live game's units this part reads and writes. */
interface LiveGameUnits {
  LiveGameGate: Gate<void>;
  $exitOpen: StoreWritable<boolean>;
  $gameOver: Store<boolean>;
  $marks: Store<Record<number, number[]>>;
  marksRestored: EventCallable<Record<number, number[]>>;
  $calls: Store<{ number: number }[]>;
  callsRestored: EventCallable<{ number: number }[]>;
  unreadableReceived: EventCallable<string>;
  left: EventCallable<void>;
  listeners: { detached: EventCallable<void> };
}

/** Wires the return of the live game; returns its socket effects (model tests swap them). */
export function wireReturn({ LiveGameGate, $exitOpen, $gameOver, $marks, marksRestored, $calls, callsRestored, unreadableReceived, left, listeners }: LiveGameUnits) {
  /**
   * `_rejoin_game_` with its acknowledgement (spec §4 step 5); the ack may carry the server's error.
   * @throws Error when no valid ack came within 10 s (spec §8 "Exception on connect or entering a game")
   */
  const rejoinFx = createEffect((p: { phone: string; betAmount: number; gameId: string }) => emitWithAck('rejoinGame', p, 10000));
  /** Whether the socket is connected now (read in an effect, so model tests can set it). */
  const socketConnectedFx = createEffect(() => connectionStatus() === 'connected');

  const rejoinSource = { open: LiveGameGate.status, user: $user, gameId: $gameId, betAmount: $betAmount };
  type RejoinSource = { open: boolean; user: { phone: string } | null; gameId: string | null; betAmount: number };
  const canRejoin = (s: RejoinSource) => s.open && s.user !== null && s.gameId !== null && s.betAmount > 0;
  const rejoinParams = (s: RejoinSource) => ({ phone: s.user!.phone, betAmount: s.betAmount, gameId: s.gameId! });
  // When the socket (re)connects while the game screen is open, then rejoin the game (spec §4 step 5).
  sample({ clock: connected, source: rejoinSource, filter: canRejoin, fn: rejoinParams, target: rejoinFx });
  // When the screen opens on a game restored from session storage (a reload or a return) and the
  // socket is already up, then rejoin now; otherwise the next connect does it. A fresh join needs no
  // rejoin: calls start only after the countdown.
  sample({
    clock: LiveGameGate.open,
    source: { ...rejoinSource, restored: $restoredFromStorage },
    filter: (s) => s.restored && canRejoin({ ...s, open: true }),
    target: socketConnectedFx,
  });
  sample({ clock: socketConnectedFx.doneData, source: rejoinSource, filter: (s, up) => up && canRejoin({ ...s, open: true }), fn: rejoinParams, target: rejoinFx });
  // When a payload of this game cannot be read, then say so and rejoin: the server's snapshot replaces
  // what was lost (one rejoin at a time, however many bad payloads arrive meanwhile).
  const unreadable = sample({ clock: unreadableReceived, source: { ...rejoinSource, rejoining: rejoinFx.pending }, filter: (s) => !s.rejoining && canRejoin(s) });
  sample({ clock: unreadable, fn: () => ({ kind: 'error' as const, message: UNREADABLE_GAME_EVENT }), target: showSnackbarFx });
  sample({ clock: unreadable, fn: rejoinParams, target: rejoinFx });
  // When the rejoin got no answer, then show the connection error of spec §8 and keep the game: a flaky
  // network must not throw the player out of a game the server still runs.
  sample({ clock: rejoinFx.fail, fn: () => ({ kind: 'error' as const, message: MESSAGES.connectionError }), target: showSnackbarFx });
  // When the server refuses the rejoin, then show its error, open the exit dialog, clear the saved game
  // id and drop the game's listeners and stored marks (spec §4 step 5, §8).
  const rejoinRefused = sample({ clock: rejoinFx.done, filter: ({ result }) => Boolean(result.error) });
  sample({ clock: rejoinRefused, fn: ({ result }) => ({ kind: 'error' as const, message: result.error! }), target: showSnackbarFx });
  $exitOpen.on(rejoinRefused, () => true);
  sample({ clock: rejoinRefused, target: [gameIdCleared, listeners.detached] });

  // Marks are kept per game id in session storage, so a reload keeps them (spec §4 step 7).
  const readMarksFx = createEffect((gameId: string) => readMarks(gameId));
  const writeMarksFx = createEffect(({ gameId, marks }: { gameId: string; marks: Record<number, number[]> | null }) => writeMarks(gameId, marks));
  const forgetMarksFx = createEffect((gameId: string) => writeMarks(gameId, null));
  sample({ clock: LiveGameGate.open, source: $gameId, filter: Boolean, target: readMarksFx });
  sample({ clock: readMarksFx.doneData, target: marksRestored });
  sample({ clock: $marks.updates, source: $gameId, filter: Boolean, fn: (gameId, marks) => ({ gameId, marks }), target: writeMarksFx });
  sample({ clock: rejoinRefused, fn: ({ params }) => params.gameId, target: forgetMarksFx });
  sample({ clock: left, source: $gameId, filter: Boolean, target: forgetMarksFx });

  // The calls seen are kept the same way: a reload shows the strip at its full height at once, so
  // the boards below do not jump when the rejoin's snapshot arrives (it is merged in as usual).
  const readCallsFx = createEffect((gameId: string) => readCalls(gameId).map((number) => ({ number })));
  const writeCallsFx = createEffect(({ gameId, calls }: { gameId: string; calls: number[] }) => writeCalls(gameId, calls));
  const forgetCallsFx = createEffect((gameId: string) => writeCalls(gameId, null));
  sample({ clock: LiveGameGate.open, source: $gameId, filter: Boolean, target: readCallsFx });
  sample({ clock: readCallsFx.doneData, filter: (calls) => calls.length > 0, target: callsRestored });
  sample({ clock: $calls.updates, source: $gameId, filter: Boolean, fn: (gameId, calls) => ({ gameId, calls: calls.map((c) => c.number) }), target: writeCallsFx });
  sample({ clock: rejoinRefused, fn: ({ params }) => params.gameId, target: forgetCallsFx });
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
  return { rejoinFx, socketConnectedFx };
}
