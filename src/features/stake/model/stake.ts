import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { createGate } from 'effector-react';
import { createListenerGroup, emitFx, type ServerPayload } from '@/shared/socket';
import { $user } from '@/entities/session';
import { gameEntered, requestBoardList } from '@/entities/game';
import { navigateFx } from '@/shared/routing';
import { showSnackbarFx } from '@/shared/ui/snackbar';

/**
 * Stake selection (spec §2.6, §4 manual flow 1): one status per stake from `_all_game_status`,
 * `_all_game_status_update` and `_game_status_update`; a 1 s ticker for the countdowns; choosing a
 * stake asks for its board list and goes to `/boardSelector`.
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

const allStatusReceived = createEvent<ServerPayload<'allGameStatus'>>();
const statusUpdated = createEvent<ServerPayload<'allGameStatusUpdate'>>();
const gameStatusUpdated = createEvent<ServerPayload<'gameStatusUpdate'>>();
const ticked = createEvent<number>();

export const $now = createStore(Date.now()).on(ticked, (_, now) => now);
export const $statuses = createStore<Record<number, StakeStatus>>({});

$statuses
  .on(allStatusReceived, (_, map) =>
    Object.fromEntries(
      Object.entries(map).map(([stake, s]) => [
        Number(stake),
        { state: s.state, endsAt: Date.now() + s.remainingTime * 1000, inProgressCount: s.inProgressCount, totalWinning: s.waiting.totalWinning },
      ]),
    ),
  )
  .on(statusUpdated, (all, u) => ({
    ...all,
    [u.betAmount]: { ...(all[u.betAmount] ?? { inProgressCount: 0, totalWinning: 0 }), state: u.state, endsAt: Date.now() + u.remainingTime * 1000 },
  }))
  .on(gameStatusUpdated, (all, u) => {
    const prev = all[u.betAmount] ?? { state: 'waiting' as const, endsAt: Date.now(), inProgressCount: 0, totalWinning: 0 };
    return {
      ...all,
      [u.betAmount]: {
        ...prev,
        inProgressCount: u.inProgressCount,
        totalWinning: u.totalWinning,
        endsAt: u.waiting && prev.state === 'waiting' ? Date.now() + u.waiting.remainingTime * 1000 : prev.endsAt,
      },
    };
  });

const statusListeners = createListenerGroup<void>((_, on) => {
  const onAll = scopeBind(allStatusReceived, { safe: true });
  const onUpdate = scopeBind(statusUpdated, { safe: true });
  const onGame = scopeBind(gameStatusUpdated, { safe: true });
  const onTick = scopeBind(ticked, { safe: true });
  const offs = [on('allGameStatus', undefined, onAll), on('allGameStatusUpdate', undefined, onUpdate), on('gameStatusUpdate', undefined, onGame)];
  void emitFx({ key: 'requestAllGameStatus', payload: undefined }).catch(() => undefined);
  const timer = setInterval(() => onTick(Date.now()), 1000);
  return [...offs, () => clearInterval(timer)];
});

// When the stake screen opens, then listen to the stake statuses and ask for all of them.
sample({ clock: StakeGate.open, target: statusListeners.attached });
sample({ clock: StakeGate.close, target: statusListeners.detached });

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
sample({ clock: requestBoardListFx.done, fn: () => '/boardSelector', target: navigateFx });
// When the request fails, then show why for 3 s (spec §2.6 snackbar).
sample({ clock: requestBoardListFx.failData, fn: (e) => ({ kind: 'error' as const, message: e.message }), target: showSnackbarFx });
