import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { $queryClient, type ScheduledGame } from '@/shared/api';
import { createSubscription, emitFx, emitWithAckFx, route, type ClientAck, type ServerPayload } from '@/shared/socket';
import { withoutPick, withoutTaken, withPick } from '@/shared/lib/bingo';
import { m, type Message } from '@/shared/i18n';
import { navigateFx } from '@/shared/routing';
import { connected, connectionWatchStarted } from '@/entities/connection';
import { $user } from '@/entities/session';
import { $boardDataById, $boardIds, createBoardPicks, fetchBoardFx, fetchBoardIdsFx } from '@/entities/board';
import { autoGamesQuery } from '@/entities/auto-game';

/**
 * The auto game's board picker (spec §2.7 scheduled, §4 Scheduled game flow): taken boards from
 * `response_auto_boardlist_{gameId}`, at most 2 local picks, the release of unbought picks when
 * leaving. Buying the picks is `./purchase`.
 */
export const AutoPickerGate = createGate<{ gameId: string }>('AutoPickerGate');
export const autoBoardClicked = createEvent<number>();
export const autoBoardRemoveClicked = createEvent<number>();
export const autoBackClicked = createEvent();
export const autoEnterClicked = createEvent();

const takenUpdated = createEvent<number[]>();
/** A purchase result from the server: `purchase_cartela_result` (the ack is `purchaseFx`'s). */
export const purchaseResultReceived = createEvent<ServerPayload<'purchaseCartelaResult'>>();

/**
 * The auto game being picked for, from the auto games list (read once: the list's query cache,
 * fetched when absent); null when the list has no such game.
 * @throws Error when the list cannot be loaded (its message is shown)
 */
export const loadAutoGameFx = attach({
  source: $queryClient,
  effect: async (client, gameId: string): Promise<ScheduledGame | null> => {
    if (!client) throw new Error('no query client');
    const list = await client.ensureQueryData(autoGamesQuery);
    return list.find((g) => g.gameId === gameId) ?? null;
  },
});

export const $autoGameId = createStore<string | null>(null).on(AutoPickerGate.open, (_, p) => p.gameId);
export const $autoGame = createStore<ScheduledGame | null>(null)
  .on(loadAutoGameFx.doneData, (_, g) => g)
  .reset(AutoPickerGate.open);
/** Every board bought in this game (by anyone), from the server. */
export const $autoTaken = createStore<number[]>([]).on(takenUpdated, (_, ids) => ids).reset(AutoPickerGate.open);
/** The player's picks (not yet bought), at most 2. */
export const $autoPicks = createStore<number[]>([]).reset(AutoPickerGate.open);
/** The game could not be loaded ("Error: " + message), or it is not in the list any more (spec §2.12 texts). */
export const $autoGameProblem = createStore<Message | null>(null)
  .on(loadAutoGameFx.doneData, (_, g) => (g ? null : m.game_no_game_found))
  .on(loadAutoGameFx.failData, (_, e) => () => m.game_error({ message: e.message }))
  .reset(AutoPickerGate.open);

const listeners = createSubscription((gameId: string) => ({ gameId, routes: [route('autoBoardlist', takenUpdated, (p) => p.gameBoards)] }));
// `purchaseCartelaResult` is not per game (no id in its name).
const purchaseListeners = createSubscription(() => ({ gameId: undefined, routes: [route('purchaseCartelaResult', purchaseResultReceived)] }));

/** `request_auto_boardlist`: the taken boards come as `response_auto_boardlist_{gameId}`. @throws Error when refused */
const requestBoardlistFx = createEffect(async (gameId: string) => {
  const ack = (await emitWithAckFx({ key: 'requestAutoBoardlist', payload: { game_id: gameId } })) as ClientAck<'requestAutoBoardlist'>;
  if (ack.status !== 'success') throw new Error(ack.message ?? 'board list refused');
});
const logFx = createEffect((message: string) => console.warn(`[auto-game] ${message}`));
// Spec §8: a failed board list request (scheduled) is only logged.
sample({ clock: requestBoardlistFx.failData, fn: (e) => `request_auto_boardlist failed: ${e.message}`, target: logFx });

// When the picker opens, then listen to the game, ask for its taken boards and load its data.
sample({ clock: AutoPickerGate.open, fn: (p) => p.gameId, target: [listeners.attached, requestBoardlistFx, loadAutoGameFx] });
sample({ clock: AutoPickerGate.open, target: purchaseListeners.attached });
// When the picker opens, then watch the connection, so a reconnect can be answered below.
sample({ clock: AutoPickerGate.open, target: connectionWatchStarted });
/** The game id while the picker is open (null when closed). */
const $openGameId = combine(AutoPickerGate.status, $autoGameId, (open, gameId) => (open ? gameId : null));
// When the socket comes back while the picker is open, then ask again (boards bought meanwhile).
sample({ clock: connected, source: $openGameId, filter: (id): id is string => id !== null, target: requestBoardlistFx });
sample({ clock: AutoPickerGate.open, source: $boardIds, filter: (ids) => ids.length === 0, target: fetchBoardIdsFx });

// A tap picks a board under the two-board rule (a third click is ignored, spec §5), ✕ frees a pick.
const { picked, removed } = createBoardPicks({ clicked: autoBoardClicked, removeClicked: autoBoardRemoveClicked, $held: $autoPicks, $taken: $autoTaken });
// The picks follow the taps; a board someone else just bought cannot stay picked.
$autoPicks.on(picked, withPick).on(removed, withoutPick).on(takenUpdated, withoutTaken);

// When a picked board is not among the loaded ones, then fetch it by id (spec §4).
sample({
  clock: autoBoardClicked,
  source: { boards: $boardDataById, picks: $autoPicks },
  filter: ({ boards, picks }, id) => picks.includes(id) && !boards[id],
  fn: (_, id) => id,
  target: fetchBoardFx,
});

/** Sends the release of unbought picks (spec §4); a failure to send is logged, leaving is never blocked. */
export const releaseFx = createEffect(async (p: { gameId: string; phone: string; boards: number[] }) => {
  try {
    await emitFx({ key: 'releaseAutoBoards', payload: p });
  } catch (error) {
    console.error('[auto-game] release not sent', error);
  }
});
/** What leaving releases: the unbought picks of the player in this game; null when there is nothing to release. */
type Release = { gameId: string; phone: string; boards: number[] };
const $release = combine($autoPicks, $autoGameId, $user, (picks, gameId, user): Release | null =>
  picks.length > 0 && gameId !== null && user !== null ? { gameId, phone: user.phone, boards: picks } : null,
);
const isRelease = (r: Release | null): r is Release => r !== null;
const leaving = createEvent();
sample({ clock: [autoBackClicked, AutoPickerGate.close], target: leaving });
const left = sample({ clock: leaving, source: $release });
// When the player leaves the picker with picks, then release them (spec §4, §2.7).
sample({ clock: left, filter: isRelease, target: releaseFx });
$autoPicks.reset(left);
sample({ clock: AutoPickerGate.close, target: [listeners.detached, purchaseListeners.detached] });
sample({ clock: autoBackClicked, fn: () => ({ to: '/autoGames' }) as const, target: navigateFx });
sample({ clock: autoEnterClicked, source: $autoGameId, filter: Boolean, fn: (gameId) => ({ to: '/autoGamePlay/$gameId', params: { gameId } }) as const, target: navigateFx });
