import { combine, createEffect, createStore, sample, type Store, type Unit } from 'effector';
import { checkWin, type BoardCell, type PatternId } from '@/shared/lib/bingo';
import { playBingoCueFx } from '@/shared/lib/sound';
import { telegramHaptic } from '@/shared/telegram/index.native';
import type { Call } from '../lib/calls';

/** The boards in a bingo alert and the call that opened it (its window is this call only). */
export interface BingoAlert {
  /** The latest call's number; null before the first call. */
  call: number | null;
  /** Board ids whose pattern the latest call completed, in the player's order. */
  boardIds: number[];
}

const NO_ALERT: BingoAlert = { call: null, boardIds: [] };

/**
 * The boards `call` completes (spec §5 "winning requires the last called number to complete the
 * pattern"): `checkWin` over the called numbers, as the server and the mock provider decide a claim.
 * The player's marks play no part: a claim is judged on the calls, so a board that is complete with
 * the calls wins whether or not its cells were tapped.
 * @param boards each board's 25 display cells (row-major, `boardCells`) by board id, in the player's order
 */
export function completedBoards(calls: readonly Call[], boards: Readonly<Record<number, readonly BoardCell[]>>, order: readonly number[], pattern: PatternId | null): BingoAlert {
  const last = calls.at(-1);
  if (!last || !pattern) return NO_ALERT;
  const called = calls.map((c) => c.number);
  const boardIds = order.filter((id) => boards[id] && checkWin(boards[id], called, pattern).won);
  return { call: last.number, boardIds };
}

/**
 * Buzzes the phone for a bingo: `navigator.vibrate` where the browser allows it (a short-long
 * pattern, ms) and Telegram's heavy haptic inside the Mini App. Never throws.
 */
export const bingoBuzzFx = createEffect(() => {
  telegramHaptic('bingo');
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate([80, 60, 160]);
  } catch {
    // a browser that refuses vibration: the screen and the sound say it
  }
});

/**
 * "Never miss a bingo" (play aid, both modes): which of the player's boards the latest call
 * completed (`completedBoards`), for this call only — the next call, the game's end or the board's
 * claim ends a board's alert. `completed` fires once per call with the boards that just completed
 * (after a reload or a rejoin, once for the restored latest call); it sounds the cue (the sound
 * setting applies) and buzzes the phone.
 * @param config.$order the player's board ids in screen order
 * @param config.$boards each board's display cells by id (`boardCells`)
 * @param config.$pattern the pattern the server checks (stake rule), null when unknown
 * @param config.$closed the game is over: no alert
 * @param config.$claimed board ids already claimed in this game: their alert ends
 * @returns `$alert`, the boards to alert now; `completed`, the moment boards complete (their ids)
 */
export function createBingoAlert(config: {
  $calls: Store<readonly Call[]>;
  $order: Store<readonly number[]>;
  $boards: Store<Readonly<Record<number, readonly BoardCell[]>>>;
  $pattern: Store<PatternId | null>;
  $closed: Store<boolean>;
  $claimed: Store<readonly number[]>;
  reset: Unit<unknown>;
}) {
  const $complete = combine(config.$calls, config.$boards, config.$order, config.$pattern, completedBoards);
  const $alert = combine($complete, config.$closed, config.$claimed, (complete, closed, claimed): BingoAlert => {
    if (closed || complete.boardIds.length === 0) return NO_ALERT;
    const boardIds = complete.boardIds.filter((id) => !claimed.includes(id));
    return boardIds.length === complete.boardIds.length ? complete : { call: complete.call, boardIds };
  });
  // the boards already announced for a call: a store update that says the same again announces nothing
  const $announced = createStore<BingoAlert>(NO_ALERT).reset(config.reset);
  const fresh = (announced: BingoAlert, alert: BingoAlert) => alert.boardIds.filter((id) => alert.call !== announced.call || !announced.boardIds.includes(id));
  // When the alert shows a board not yet announced for this call, then it completed just now.
  const completed = sample({
    clock: $alert.updates,
    source: $announced,
    filter: (announced, alert) => fresh(announced, alert).length > 0,
    fn: (announced, alert) => fresh(announced, alert),
  });
  $announced.on(
    sample({ clock: completed, source: $alert, fn: (alert, ids) => ({ alert, ids }) }),
    (announced, { alert, ids }) => ({ call: alert.call, boardIds: alert.call === announced.call ? [...announced.boardIds, ...ids] : ids }),
  );
  // When a board completes, then sound the cue and buzz the phone.
  sample({ clock: completed, target: [playBingoCueFx, bingoBuzzFx] });
  return { $alert, completed };
}
