import { combine, createEffect, createEvent, sample } from 'effector';
import { disconnectSocketFx, emitFx } from '@/shared/socket';
import { navigateFx } from '@/shared/routing';
import { createPageUnloadWatch } from '@/shared/lib/page-unload';
import { $betAmount, $selectedBoardIds, gameLeft, notifyNavigateBackFx, saveForReturn } from '@/entities/game';
import { $seat, BoardPickerGate, gameListeners } from './board-list';
import { $starting } from './join';

/**
 * Leaving the manual board picker: Back (spec §4 manual flow 6; not while a join is in flight, the
 * server may be seating the player) and a page unload while the picker is open, not yet in a game
 * (spec §4 manual flow 7).
 */
export const backClicked = createEvent();
const backAccepted = sample({ clock: backClicked, source: $starting, filter: (starting) => !starting, fn: () => undefined });

/** `_navigate_back_`'s payload (stake in ETB) while the player holds a seat; null otherwise. */
interface NavigateBack {
  boards: number[];
  betamount: number;
  phone: string;
  gameId: string;
}
const $navigateBack = combine($seat, $selectedBoardIds, (seat, boards): NavigateBack | null =>
  seat === null ? null : { boards, betamount: seat.betAmount, phone: seat.phone, gameId: seat.gameId },
);
const isNavigateBack = (p: NavigateBack | null): p is NavigateBack => p !== null;

// When the player goes back, then tell the server, forget the game and return to /stake (spec §4 step 6).
sample({ clock: backAccepted, source: $navigateBack, filter: isNavigateBack, target: notifyNavigateBackFx });
sample({ clock: backAccepted, target: [gameListeners.detached, gameLeft] });
sample({ clock: backAccepted, fn: () => ({ to: '/stake' }) as const, target: navigateFx });

// A page unload tells the server the player went away, stores the path and bet amount, and closes
// the socket (spec §4 manual flow 7).
const page = createPageUnloadWatch();
sample({ clock: BoardPickerGate.open, target: page.started });
sample({ clock: BoardPickerGate.close, target: page.stopped });

/** Saves the way back, tells the server (when in a game) and closes the socket, all before the page goes. */
const saveOnUnloadFx = createEffect((p: { betAmount: number; back: NavigateBack | null }) => {
  saveForReturn({ path: window.location.pathname, betAmount: p.betAmount });
  if (p.back) emitFx({ key: 'navigateBack', payload: p.back }).catch((error: unknown) => console.warn('[board-picker] _navigate_back_ not sent on unload', error));
  disconnectSocketFx();
});
sample({ clock: page.unloading, source: { betAmount: $betAmount, back: $navigateBack }, target: saveOnUnloadFx });
