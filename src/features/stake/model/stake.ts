import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { createSubscription, emitFx, route, type ServerPayload } from '@/shared/socket';
import { $user } from '@/entities/session';
import { $awaitedStakes, gameEntered, requestBoardList, stakeAwaitEnded, stakeAwaitToggled } from '@/entities/game';
import { navigateFx } from '@/shared/routing';
import { showSnackbarFx } from '@/shared/ui/snackbar';
import { clockStarted, clockStopped } from '@/shared/lib/time';

/**
 * Stake selection (spec §2.6, §4 manual flow 1): one status per stake from `_all_game_status`,
 * `_all_game_status_update` and `_game_status_update`; the shared 1 s clock for the countdowns; choosing a
 * stake asks for its board list and goes to `/boardSelector`. A stake whose game runs offers "Tell me
 * when it opens" (ours): the moment its status turns to waiting, its board picker opens by itself.
 */
export interface StakeStatus {
  state: 'waiting' | 'inProgress' | 'completed';
  /** Epoch ms when the waiting countdown reaches 0. */
  endsAt: number;
  inProgressCount: number;
  /** Prize pool, ETB. */
  totalWinning: number;
}

export const StakeGate = createGate<void>('StakeGate');
export const stakeChosen = createEvent<number>();
/** "Tell me when it opens" tapped on a stake (ETB): on, or off again (ours). */
export const tellMeToggled = stakeAwaitToggled;
/** The stakes (ETB) whose next round the player waits for. */
export { $awaitedStakes };

/** A server event with the epoch ms it arrived at (countdowns end relative to it). */
type Received<P> = { payload: P; at: number };
const allStatusReceived = createEvent<Received<ServerPayload<'allGameStatus'>>>();
const statusUpdated = createEvent<Received<ServerPayload<'allGameStatusUpdate'>>>();
const gameStatusUpdated = createEvent<Received<ServerPayload<'gameStatusUpdate'>>>();

export const $statuses = createStore<Record<number, StakeStatus>>({});

$statuses
  .on(allStatusReceived, (_, { payload: map, at }) =>
    Object.fromEntries(
      Object.entries(map).map(([stake, s]) => [
        Number(stake),
        { state: s.state, endsAt: at + s.remainingTime * 1000, inProgressCount: s.inProgressCount, totalWinning: s.waiting.totalWinning },
      ]),
    ),
  )
  .on(statusUpdated, (all, { payload: u, at }) => ({
    ...all,
    [u.betAmount]: { ...(all[u.betAmount] ?? { inProgressCount: 0, totalWinning: 0 }), state: u.state, endsAt: at + u.remainingTime * 1000 },
  }))
  .on(gameStatusUpdated, (all, { payload: u, at }) => {
    const prev = all[u.betAmount] ?? { state: 'waiting' as const, endsAt: at, inProgressCount: 0, totalWinning: 0 };
    return {
      ...all,
      [u.betAmount]: {
        ...prev,
        inProgressCount: u.inProgressCount,
        totalWinning: u.totalWinning,
        endsAt: u.waiting && prev.state === 'waiting' ? at + u.waiting.remainingTime * 1000 : prev.endsAt,
      },
    };
  });

// Each status is stamped with its arrival time (ms) in the socket callback.
const statusListeners = createSubscription(() => ({
  gameId: undefined,
  routes: [
    route('allGameStatus', allStatusReceived, (payload) => ({ payload, at: Date.now() })),
    route('allGameStatusUpdate', statusUpdated, (payload) => ({ payload, at: Date.now() })),
    route('gameStatusUpdate', gameStatusUpdated, (payload) => ({ payload, at: Date.now() })),
  ],
}));
const requestAllStatusFx = attach({ effect: emitFx, mapParams: () => ({ key: 'requestAllGameStatus' as const, payload: undefined }) });

// When the stake screen opens, then listen to the stake statuses, ask for all of them and run the
// shared clock for the countdowns; when it closes, then stop both.
sample({ clock: StakeGate.open, target: [statusListeners.attached, requestAllStatusFx, clockStarted] });
sample({ clock: StakeGate.close, target: [statusListeners.detached, clockStopped] });

/** `request_initial_boardlist` for the chosen stake; errors are `requestBoardList`'s (entities/game). */
export const requestBoardListFx = createEffect(requestBoardList);
export const $choosing = requestBoardListFx.pending;

// When a stake is chosen (and no request runs), then ask the server for its board list.
sample({
  clock: stakeChosen,
  source: { user: $user, pending: requestBoardListFx.pending },
  filter: ({ user, pending }) => user !== null && !pending,
  fn: ({ user }, betAmount) => ({ betAmount, phone: user!.phone }),
  target: requestBoardListFx,
});
// When the board list is granted, then enter the game and go to board selection (spec §4 step 1).
sample({ clock: requestBoardListFx.doneData, target: gameEntered });
sample({ clock: requestBoardListFx.done, fn: () => ({ to: '/boardSelector' }) as const, target: navigateFx });
// When the request fails, then show why for 3 s (spec §2.6 snackbar).
sample({ clock: requestBoardListFx.failData, fn: (e) => ({ kind: 'error' as const, message: e.message }), target: showSnackbarFx });

// When a stake the player waits for turns to waiting (its next round is open), then choose it as if
// tapped: its board picker opens (ours; no call beyond the stake's own board list request).
const awaitedOpened = sample({
  clock: $statuses.updates,
  source: $awaitedStakes,
  fn: (awaited, statuses) => awaited.find((stake) => statuses[stake]?.state === 'waiting'),
}).filterMap((stake) => stake);
sample({ clock: awaitedOpened, target: stakeChosen });
// When a stake is chosen (tapped or opened for the player), then nobody waits for it any more.
sample({ clock: stakeChosen, target: stakeAwaitEnded });
