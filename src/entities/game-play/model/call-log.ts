import { combine, createEvent, createStore, sample, type Store, type Unit } from 'effector';
import { $language } from '@/shared/i18n';
import { playCallFx } from '@/shared/lib/sound';
import { $now, clockStarted, clockStopped, secondsUntil } from '@/shared/lib/time';
import { appendCall, autoMarked, lastCalls, markCell, mergeSnapshot, normalizeCall, type Call } from '../lib/calls';
import { $autoMark } from './auto-mark';
import { createGameCallsRecord, type GameEnd } from './game-calls';

/**
 * The called numbers of one game screen (spec §2.9, §2.10, §4): a number delivered twice is kept
 * once and sounds once; a server snapshot (rejoin, join details, a winner's result) is merged so no
 * call is lost or doubled. While `$closed` is true (e.g. after the result) late calls are dropped.
 * @param config.called a number the server called (its letter is taken from the number)
 * @param config.snapshot the server's list of the numbers called so far
 * @param config.reset clears the log (the screen opens again or the game is left)
 * @param config.record the game's fairness record (ours): both game modes keep the calls as they
 *   arrive and the server's final list (`createGameCallsRecord`; `restored` are the rejoin or join
 *   snapshots, never the end payload's list), exposed as `$gameCalls`
 */
export function createCallLog(config: {
  called: Unit<{ number: number }>;
  snapshot: Unit<{ number: number }[]>;
  reset: Unit<unknown>;
  $closed?: Store<boolean>;
  record: { kind: 'manual' | 'scheduled'; $gameId: Store<string | null>; $phone: Store<string | null>; restored: Unit<{ number: number }[]>; ended: Unit<GameEnd> };
}) {
  const $calls = createStore<Call[]>([]).reset(config.reset);
  const $calledSet = $calls.map((calls) => new Set(calls.map((c) => c.number)));
  // When a number arrives that is new and the log is open, then it is a fresh call: show it and
  // play its sound. A duplicate delivery, or a late call after the result, changes nothing.
  const freshCall = sample({
    clock: config.called,
    source: { called: $calledSet, closed: config.$closed ?? createStore(false) },
    filter: ({ called, closed }, c) => !closed && !called.has(c.number),
    fn: (_, c) => normalizeCall(c),
  });
  $calls.on(freshCall, (calls, c) => appendCall(calls, c));
  // When the server's snapshot arrives, then restore from it first and keep the calls that came
  // meanwhile (spec §4 step 5).
  $calls.on(config.snapshot, (calls, snapshot) => mergeSnapshot(calls, snapshot));
  // When a call is fresh, then play it (through the module-level `playCallFx`, which tests swap):
  // the English set for English readers; the spec texts and Amharic keep the spec's Amharic calls
  sample({ clock: freshCall, source: $language, fn: (language, c) => ({ number: c.number, voice: language === 'en' ? ('en' as const) : ('am' as const) }), target: playCallFx });
  const { $record: $gameCalls } = createGameCallsRecord({ ...config.record, called: config.called, reset: config.reset });
  return { $calls, $calledSet, $lastCalls: $calls.map((calls) => lastCalls(calls)), freshCall, $gameCalls };
}

/**
 * The player's marks per board id (spec §5 mark rule): a tap marks a called number once; nothing
 * unmarks. `restored` replaces them (e.g. from session storage). With auto-mark on (play aid,
 * `$autoMark`), every called number on `$boards` is marked as it arrives, after a rejoin's snapshot,
 * when the boards load and when the switch is turned on.
 * @param config.$boards the player's boards' numbers by board id
 */
export function createMarks(config: { $calledSet: Store<Set<number>>; $boards: Store<Record<number, readonly (number | null)[]>>; reset: Unit<unknown>; restored?: Unit<Record<number, number[]>> }) {
  const cellClicked = createEvent<{ boardId: number; number: number }>();
  const $marks = createStore<Record<number, number[]>>({}).reset(config.reset);
  // When a called, unmarked cell is tapped, then mark it.
  $marks.on(sample({ clock: cellClicked, source: config.$calledSet, filter: (called, { number }) => called.has(number), fn: (_, c) => c }), markCell);
  if (config.restored) $marks.on(config.restored, (_, marks) => marks);
  // When auto-mark is on and the calls, the boards, the restored marks or the switch change, then
  // mark every called number on the boards.
  sample({
    clock: [config.$calledSet, config.$boards, $autoMark, ...(config.restored ? [config.restored] : [])],
    source: { on: $autoMark, marks: $marks, boards: config.$boards, called: config.$calledSet },
    filter: ({ on }) => on,
    fn: ({ marks, boards, called }) => autoMarked(marks, boards, called),
    target: $marks,
  });
  return { $marks, cellClicked };
}

/**
 * Seconds until the game starts (spec §4, §9: minimum 0, ticking each second), 0 without a start
 * time or once numbers are called. The shared clock runs from `opened` to `closed`.
 * @param config.$startsAt epoch ms of the start, or null/0 when unknown
 */
export function createCountdown(config: { $startsAt: Store<number | null>; $calls: Store<Call[]>; opened: Unit<unknown>; closed: Unit<unknown> }) {
  sample({ clock: config.opened, fn: () => undefined, target: clockStarted });
  sample({ clock: config.closed, fn: () => undefined, target: clockStopped });
  return combine(config.$startsAt, $now, config.$calls, (startsAt, now, calls) => (startsAt && calls.length === 0 ? secondsUntil(startsAt, now) : 0));
}

/**
 * The "Confirm Exit" dialog of a game screen (spec §2.9 play again, §2.10 add boards): `opened`
 * shows it, `cancelled` and `confirmed` close it, and so does `reset` (the screen opens or the game
 * is left). A model may open `$open` on more (e.g. a refused rejoin).
 */
export function createExitDialog(config: { reset: Unit<unknown> }) {
  const opened = createEvent();
  const cancelled = createEvent();
  const confirmed = createEvent();
  const $open = createStore(false).on(opened, () => true).reset([cancelled, confirmed, config.reset]);
  return { opened, cancelled, confirmed, $open };
}

