import { createEvent, createStore, sample, type Effect, type EventCallable, type Store, type Unit } from 'effector';
import { createSubscription, type SocketRoute } from '@/shared/socket';
import { UNREADABLE_GAME_EVENT } from '@/shared/config/index.game-messages';
import type { Message } from '@/shared/i18n';
import { showSnackbarFx } from '@/shared/ui/snackbar';
import { createCallLog, createCountdown, createExitDialog, createMarks } from './call-log';
import type { GameEnd } from './game-calls';

/** What a mode's (re)join answers: a refusal carries the server's message in `error`. */
export interface RejoinAnswer {
  error?: string | null;
}

/**
 * What one game mode supplies to the game-play core: its screen's gate, its per-game socket events
 * mapped onto the units below, its (re)join effect and when it may be sent, its calls, boards and
 * start time, and its result. Units of other entities (the player, the connection, the balance)
 * come in here too, so the core depends on no other slice.
 */
export interface GamePlayConfig<Target, Won, Answer extends RejoinAnswer = RejoinAnswer> {
  kind: 'manual' | 'scheduled';
  /** The play screen: the countdown's clock runs while it is open; rejoins happen only then. */
  gate: { open: Unit<unknown>; close: Unit<unknown>; status: Store<boolean> };
  $gameId: Store<string | null>;
  /** The player's phone (the fairness record and the balance refresh need one). */
  $phone: Store<string | null>;
  /** Clears calls, marks, the winner and the exit dialog (the screen opens anew or the game is left). */
  reset: Unit<unknown>;
  /** The mode's per-game events (spec §7), routed onto its units; unreadable payloads come to the core. */
  routes: (gameId: string) => SocketRoute[];
  calls: {
    /** A number the server called. */
    called: Unit<{ number: number }>;
    /** The server's list of the numbers called so far (a rejoin's or join's answer, a winner's result). */
    snapshot: Unit<{ number: number }[]>;
    /** The snapshots the fairness record keeps as calls seen (never the end payload's list). */
    restored: Unit<{ number: number }[]>;
    /** The game's end for the fairness record. */
    ended: Unit<GameEnd>;
    /** While true, late calls are dropped (after the result). */
    $closed?: Store<boolean>;
  };
  /** The player's boards' numbers by board id (for auto-mark). */
  $boards: Store<Record<number, readonly (number | null)[]>>;
  /** Marks restored from elsewhere (e.g. session storage after a reload). */
  marksRestored?: Unit<Record<number, number[]>>;
  /** Epoch ms of the start, or null/0 when unknown. */
  $startsAt: Store<number | null>;
  rejoin: {
    /** The mode's (re)join of the game on the socket (module-level, so tests swap it). */
    fx: Effect<Target, Answer>;
    /** What the (re)join sends, or null while it may not be sent (no player, no game, …). */
    $target: Store<Target | null>;
    /** The socket (re)connected. */
    connected: Unit<unknown>;
    /** The snackbar text of a (re)join that got no answer (spec §8). */
    failMessage: (error: Error) => string | Message;
    /**
     * Whether the (re)join can be sent now, asked when the screen opens; false leaves it to the
     * next `connected`. Without it the (re)join is sent at once (the mode's `fx` waits for the socket).
     */
    readyFx?: Effect<void, boolean>;
  };
  result: {
    /** A result with a winner: shown in the winner modal until closed. */
    won: Unit<Won>;
    /** The message of a result without a winner (shown as an error, spec §8). */
    noWinner: Unit<string | Message>;
    /** The game is settled on the server: the balance is read again. */
    settled: Unit<unknown>;
    /** The wallet's refresh of the player's balance (by phone). */
    balanceRefresh: EventCallable<string>;
  };
}

/**
 * The game-play core both game modes are built on (spec §2.9, §2.10, §4, §8): the game's socket
 * listeners, the call log (each number once, snapshots merged, one sound per fresh call), marks,
 * the countdown, the (re)join when the screen opens (its snapshot holds every call sent before the
 * screen listened), on every reconnect and after an unreadable payload (reported, then the
 * server's snapshot replaces what was lost), a refused (re)join (its message and the exit dialog),
 * the winner shown until closed, a result without a winner said, the balance read once settled, and
 * the "Confirm Exit" dialog. The mode keeps only what differs: its events and payloads, its join,
 * schedule and winner presentation, and where leaving goes.
 */
export function createGamePlay<Target, Won, Answer extends RejoinAnswer>(config: GamePlayConfig<Target, Won, Answer>) {
  const { gate, reset } = config;
  /** A payload of this game that the contract rejects (the event's name). */
  const unreadableReceived = createEvent<string>();
  const listeners = createSubscription((gameId: string) => ({ gameId, unreadable: unreadableReceived, routes: config.routes(gameId) }));

  const log = createCallLog({
    called: config.calls.called,
    snapshot: config.calls.snapshot,
    reset,
    $closed: config.calls.$closed,
    record: { kind: config.kind, $gameId: config.$gameId, $phone: config.$phone, restored: config.calls.restored, ended: config.calls.ended },
  });
  const { $marks, cellClicked } = createMarks({ $calledSet: log.$calledSet, $boards: config.$boards, reset, restored: config.marksRestored });
  const $secondsLeft = createCountdown({ $startsAt: config.$startsAt, $calls: log.$calls, opened: gate.open, closed: gate.close });
  const exit = createExitDialog({ reset });

  const rejoined = createRejoin(config, unreadableReceived);
  exit.$open.on(rejoined.refused, () => true);

  const winnerClosed = createEvent();
  const $winner = createStore<Won | null>(null)
    .on(config.result.won, (_, won) => won)
    .reset([reset, winnerClosed]);
  // When a result has no winner, then say its message (spec §8).
  sample({ clock: config.result.noWinner, fn: (message) => ({ kind: 'error' as const, message }), target: showSnackbarFx });
  // When the game is settled on the server, then read the balance again (winnings are paid there).
  sample({ clock: config.result.settled, source: config.$phone, filter: Boolean, target: config.result.balanceRefresh });

  return {
    /** Start listening to a game id's events (again: a second attach replaces the first). */
    listen: listeners.attached,
    /** Stop listening to the game's events. */
    unlisten: listeners.detached,
    $calls: log.$calls,
    $calledSet: log.$calledSet,
    $lastCalls: log.$lastCalls,
    freshCall: log.freshCall,
    $gameCalls: log.$gameCalls,
    $marks,
    cellClicked,
    $secondsLeft,
    exit,
    /** The server refused a (re)join: its params and answer (the exit dialog is open already). */
    rejoinRefused: rejoined.refused,
    $winner,
    winnerClosed,
  };
}

/**
 * The (re)join of the core: when the screen opens, on every (re)connect while it is open, and after
 * an unreadable payload (reported first; one at a time, however many bad payloads arrive meanwhile).
 */
function createRejoin<Target, Won, Answer extends RejoinAnswer>(config: GamePlayConfig<Target, Won, Answer>, unreadableReceived: Unit<string>) {
  const { fx, $target, connected, failMessage, readyFx } = config.rejoin;
  const source = { open: config.gate.status, target: $target, rejoining: fx.pending };
  type Source = { open: boolean; target: Target | null; rejoining: boolean };
  const canRejoin = (s: Source) => s.open && s.target !== null;
  // When the screen opens, then (re)join at once (spec §4 step 5): a call the server sent before
  // this screen listened (its model loaded after the join's confirmation, or the join was
  // confirmed by its ack alone) reached no listener, and the answer's snapshot restores it.
  const mayOpen = (s: Source) => canRejoin(s) && !s.rejoining;
  if (readyFx) {
    sample({ clock: config.gate.open, source, filter: mayOpen, fn: (): void => undefined, target: readyFx });
    sample({ clock: readyFx.doneData, source, filter: (s: Source, up: boolean) => up && mayOpen(s), fn: (s: Source): Target => s.target!, target: fx });
  } else {
    sample({ clock: config.gate.open, source, filter: mayOpen, fn: (s): Target => s.target!, target: fx });
  }
  // When the socket (re)connects while the game screen is open, then rejoin (spec §4): the server
  // knows the new connection only after it, and its snapshot restores the calls missed meanwhile.
  sample({ clock: connected, source, filter: canRejoin, fn: (s): Target => s.target!, target: fx });
  // When a payload of this game cannot be read, then say so and rejoin: the server's snapshot
  // replaces what was lost.
  const unreadable = createEvent<Target>();
  sample({ clock: unreadableReceived, source, filter: (s) => !s.rejoining && canRejoin(s), fn: (s): Target => s.target!, target: unreadable });
  sample({ clock: unreadable, fn: () => ({ kind: 'error' as const, message: UNREADABLE_GAME_EVENT }), target: showSnackbarFx });
  sample({ clock: unreadable, target: fx });
  // When the (re)join got no answer, then say so and keep the game: a flaky network must not throw
  // the player out of a game the server still runs (spec §8).
  sample({ clock: fx.failData, fn: (error) => ({ kind: 'error' as const, message: failMessage(error) }), target: showSnackbarFx });
  // When the server refuses it, then show its message (the core opens the exit dialog).
  const refused = sample({ clock: fx.done, filter: ({ result }) => Boolean(result.error) });
  sample({ clock: refused, fn: ({ result }) => ({ kind: 'error' as const, message: result.error! }), target: showSnackbarFx });
  return { refused };
}
