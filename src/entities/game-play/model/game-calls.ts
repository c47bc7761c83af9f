import { attach, createEffect, createEvent, createStore, sample, type Store, type Unit } from 'effector';
import { createGate } from 'effector-react';
import { readToken } from '@/shared/api';
import { PLAYER_DEVICE_KEYS } from '@/shared/config';
import { addGameRecord, distinctCalls, keepGame, parseStoredGameCalls, recordArrival, type GameCallsRecord, type SeenCall } from '../lib/fairness';

/**
 * Fairness view (ours): each finished game keeps on the device the calls as they arrived and the
 * server's final `called_numbers`, per player, under `cartela.player.gameCalls` (a player device
 * key: logout removes it). Time and storage enter through the effects below, so tests swap them.
 */

/** The end of a game as the screen's model reads it from the end payload. */
export interface GameEnd {
  /** The server's final `called_numbers`; null when the end payload had none. */
  serverFinal: number[] | null;
  /** Proposed `players_count` / `boards_count`; undefined when the server sent none. */
  players?: number;
  boards?: number;
}

/** The device's clock (epoch ms): when a call or the end arrived. */
export const readClockFx = createEffect((): number => Date.now());

/** The stored games of the player `phone`, oldest first; storage that cannot be read holds none. */
export const readGameCallsFx = createEffect((phone: string): GameCallsRecord[] => {
  try {
    return parseStoredGameCalls(localStorage.getItem(PLAYER_DEVICE_KEYS.gameCalls))[phone] ?? [];
  } catch {
    return [];
  }
});

/**
 * Adds a finished game to the player's stored games (the last 50 stay); a full or blocked storage
 * keeps nothing. Only while this tab's session lasts: a game that ends while the page unloads after
 * a logout must not write the last player's record back on a shared phone.
 */
export const saveGameCallsFx = createEffect(({ phone, record }: { phone: string; record: GameCallsRecord }) => {
  if (!readToken()) return;
  try {
    const stored = parseStoredGameCalls(localStorage.getItem(PLAYER_DEVICE_KEYS.gameCalls));
    localStorage.setItem(PLAYER_DEVICE_KEYS.gameCalls, JSON.stringify(addGameRecord(stored, phone, record)));
  } catch {
    // private mode or full storage: the record lasts for this visit only
  }
});

/** A game screen recorded a finished game of the player `phone`. */
export const gameCallsRecorded = createEvent<{ phone: string; record: GameCallsRecord }>();

/** Mounted where the stored games are shown (game history): reads the player's games. */
export const GameCallsGate = createGate<{ phone: string }>('GameCallsGate');
// the player is known once the session is (the gate may open before): its props are followed
const $shownPhone = GameCallsGate.state.map((p) => (p as Partial<{ phone: string }> | null)?.phone || null);
/** The stored games of the player shown by `GameCallsGate`, oldest first. */
export const $storedGameCalls = createStore<GameCallsRecord[]>([])
  .on($shownPhone.updates, () => [])
  .on(readGameCallsFx.doneData, (_, records) => records);
/** The stored games by game id (fairness view): a history row finds its game here. */
export const $gameCallsById = $storedGameCalls.map((records) => Object.fromEntries(records.map((r) => [r.gameId, r])) as Record<string, GameCallsRecord | undefined>);

// When the history opens for a player, then read that player's stored games.
sample({ clock: $shownPhone.updates, filter: (phone): phone is string => phone !== null, target: readGameCallsFx });
// When a game of the shown player ends meanwhile, then it is listed at once.
sample({
  clock: gameCallsRecorded,
  source: { phone: $shownPhone, records: $storedGameCalls },
  filter: ({ phone }, r) => phone === r.phone,
  fn: ({ records }, r) => keepGame(records, r.record),
  target: $storedGameCalls,
});
// When a game screen records a game, then the device keeps it.
sample({ clock: gameCallsRecorded, target: saveGameCallsFx });

/**
 * The record of one game screen's game (fairness view, ours): every call as it arrives (`called`, and
 * each call of a rejoin's or join's snapshot, `restored`, at the time the snapshot arrived) until the
 * game ends; at `ended` the record `{ gameId, kind, seen, serverFinal, players?, boards?, endedAt }`
 * is made once, shown through `$record` and stored for the player. The end payload's own list is the
 * server's final list, never a call seen. `reset` (and a new game id) starts over.
 * @param config.$phone the player (no record without one)
 */
export function createGameCallsRecord(config: {
  kind: GameCallsRecord['kind'];
  $gameId: Store<string | null>;
  $phone: Store<string | null>;
  called: Unit<{ number: number }>;
  restored?: Unit<{ number: number }[]>;
  ended: Unit<GameEnd>;
  reset: Unit<unknown>;
}) {
  const $seen = createStore<SeenCall[]>([]).reset([config.reset, config.$gameId.updates]);
  const $over = createStore(false).reset([config.reset, config.$gameId.updates]);
  const $record = createStore<GameCallsRecord | null>(null).reset([config.reset, config.$gameId.updates]);
  const stampCallsFx = attach({ effect: readClockFx, mapParams: (_numbers: number[]) => undefined });
  const stampEndFx = attach({ effect: readClockFx, mapParams: (_end: GameEnd) => undefined });

  // When a call (or a snapshot of calls) arrives before the end, then note it with the time it came.
  sample({ clock: config.called, source: $over, filter: (over) => !over, fn: (_, c) => [c.number], target: stampCallsFx });
  if (config.restored) sample({ clock: config.restored, source: $over, filter: (over) => !over, fn: (_, list) => list.map((c) => c.number), target: stampCallsFx });
  $seen.on(stampCallsFx.done, (seen, { params, result }) => params.reduce((acc, number) => recordArrival(acc, { number, at: result }), seen));

  // When the game ends the first time, then close the record and note when.
  const firstEnd = sample({ clock: config.ended, source: $over, filter: (over) => !over, fn: (_, end) => end });
  $over.on(firstEnd, () => true);
  sample({ clock: firstEnd, target: stampEndFx });
  // When the end is noted, then make the record of this game for this player.
  const recorded = sample({
    clock: stampEndFx.done,
    source: { seen: $seen, gameId: config.$gameId, phone: config.$phone },
    filter: ({ gameId, phone }) => Boolean(gameId && phone),
    fn: ({ seen, gameId, phone }, { params, result }) => ({
      phone: phone!,
      record: {
        gameId: gameId!,
        kind: config.kind,
        seen,
        serverFinal: params.serverFinal ? distinctCalls(params.serverFinal) : null,
        ...(params.players !== undefined ? { players: params.players } : {}),
        ...(params.boards !== undefined ? { boards: params.boards } : {}),
        endedAt: result,
      },
    }),
  });
  $record.on(recorded, (_, r) => r.record);
  sample({ clock: recorded, target: gameCallsRecorded });
  return { $record, $seen };
}
