import fc from 'fast-check';
import { allSettled, fork, type Scope, type Store } from 'effector';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { serverEventName, serverEvents, type Play, type ServerEventKey } from '@contracts/socket';
import { getSocket, NotConfirmedError, setSocketFactory, subscribeFx } from '@/shared/socket';
import { ApiError } from '@/shared/api';
import { NO_LIMITS } from '@/shared/lib/limits';
import { playCallFx } from '@/shared/lib/sound';
import { navigateFx } from '@/shared/routing';
import { showSnackbarFx } from '@/shared/ui/snackbar';
import { fetchBoardFx, fetchBoardIdsFx, fetchBoardsFx } from '@/entities/board';
import { readClockFx, saveGameCallsFx } from '@/entities/game-play';
import { $connectionStatus, connectionWatchFx } from '@/entities/connection';
import { $betAmount, $gameId, $selectedBoardIds, boardAdded, boardRemoved, gameEntered, gameJoined, gameLeft, notifyNavigateBackFx } from '@/entities/game';
import { $user } from '@/entities/session';
import { $balance, checkServerViewFx, fetchBalanceFx, readServerViewFx, type ServerView } from '@/entities/wallet';
import { checkLimitFx, clockFx, fetchLimitsFx, readDeviceFx, writeDayTotalsFx } from '@/entities/responsible-play';
// The fuzz plays each model as its own test does (it swaps the model's inner effects), so it reaches
// past the slices' public index, as those tests do from inside their slice.
/* eslint-disable no-restricted-imports */
import { AutoPlayGate, connectFx, joinAutoGameFx, sendJoinFx } from '@/features/auto-game-play/model/play';
import { $autoPicks, $autoTaken, AutoPickerGate, autoBoardClicked, loadAutoGameFx, releaseFx } from '@/features/auto-board-picker/model/picker';
import { $purchaseStatus, autoBuyClicked, purchaseConfirmed, purchaseFx } from '@/features/auto-board-picker/model/purchase';
import { BoardPickerGate } from '@/features/board-picker/model/board-list';
import { $starting, joinedWaitFx, startClicked } from '@/features/board-picker/model/join';
import { $transferConfirmOpen, transfer, WalletGate } from '@/features/wallet/model/wallet';
import { claimFx, LiveGameGate, readyFx, rejoinFx, socketConnectedFx } from '@/features/live-game/model/live-game';
import { StakeGate } from '@/features/stake/model/stake';
import { ChatGate, openChatFx, panelToggled } from '@/features/game-chat/model/chat';
/* eslint-enable no-restricted-imports */
import { createSocketDouble } from '@tests/setup/socket-double';
import { payload, type Schema } from './zod-arbitrary';

/**
 * Property-based fuzzing of every server event through the real socket listener (`listen`: one
 * socket listener per name, the contract parse, reports of unreadable payloads) into the real
 * models that consume it, each in its own fork: the socket itself is a fake emitter; the models'
 * other effects are the test doubles their own tests use. Per payload: no exception escapes, no
 * error but the parse's own reports reaches the console, and afterwards nothing is left pending
 * (`allSettled(scope)` resolves, the models' effects' `.pending` are false).
 *
 * The two screens that move money play each payload around one of their money events in flight: a
 * join on the manual board picker, a purchase on the scheduled one. The socket holds the event
 * until the payload has come (or it comes after the answer), then answers it as a drawn server
 * would: an ack, a refusing ack, its own answer event, late, never (not confirmed), or a send that
 * throws. Then the screen must be idle again (`$starting`, `purchaseFx.pending`, the purchase not
 * "processing"). The wallet's forms are driven the same way with a transfer in flight (below).
 */
const RUNS = Number(process.env.FUZZ_MODEL_RUNS ?? process.env.FUZZ_RUNS ?? 10_000);
/**
 * A screen sees this many payloads, then is left and opened again: a screen lives through a few
 * games, not 10 000 random stakes and boards (its stores keep every stake and board it was told of).
 */
const PER_SCREEN = 500;

// the real socket module, with a fake socket.io socket under it: what `listen` registers is played here
const wire = vi.hoisted(() => {
  const handlers = new Map<string, Set<(p: unknown) => void>>();
  const socket = {
    connected: true,
    on: (name: string, fn: (p: unknown) => void) => void handlers.set(name, (handlers.get(name) ?? new Set()).add(fn)),
    off: (name: string, fn: (p: unknown) => void) => void handlers.get(name)?.delete(fn),
    emit: () => socket,
    timeout: () => socket,
    emitWithAck: async () => ({}),
    active: true,
    connect: () => undefined,
    disconnect: () => undefined,
    io: { on: () => undefined },
  };
  return { socket, handlers, fire: (name: string, p: unknown) => [...(handlers.get(name) ?? [])].forEach((fn) => fn(p)), listening: (name: string) => (handlers.get(name)?.size ?? 0) > 0 };
});

setSocketFactory(() => wire.socket as never);
await getSocket();

const user = { username: 'abebe', phone: '0911000001', verified: true };
const T = Date.parse('2026-11-26T10:00:00.000Z');
const board = (id: number) => ({ board_id: id, board_name: `B${id}`, board_numbers: [[1, 2, 3, 4, 5], [16, 17, 18, 19, 20], [31, 32, 0, 34, 35], [46, 47, 48, 49, 50], [61, 62, 63, 64, 65]] });
const sock = createSocketDouble();
sock.fakes.emitWithAck = async ({ key }) => (key === 'requestAutoBoardlist' ? { status: 'success', gameId: 'g2', message: 'ok' } : { status: 'success', gameId: 'g10-2' });
// every socket effect is the double's, except the subscription: the real one, so payloads go through `listen`
const socketHandlers = sock.handlers().filter(([fx]) => fx !== subscribeFx);
const common = [
  ...socketHandlers,
  [showSnackbarFx, () => undefined],
  [navigateFx, () => undefined],
  [fetchBalanceFx, async () => ({ current_balance: 500, promo_balance: 0 })],
  [fetchBoardsFx, async () => [board(1), board(2)]],
  [fetchBoardFx, async (id: number) => board(id)],
  [fetchBoardIdsFx, async () => [1, 2, 3, 4]],
  [connectionWatchFx, () => undefined],
  [readClockFx, () => Date.parse('2026-11-26T10:00:00.000Z')],
  [saveGameCallsFx, () => undefined],
  [playCallFx, () => undefined],
  // a money event without an answer: what the server shows is read through these (none here)
  [checkServerViewFx, async (): Promise<ServerView> => ({ balance: { current_balance: 500, promo_balance: 0 }, entry: null, historyRead: true, told: false })],
  [readServerViewFx, async (): Promise<ServerView> => ({ balance: { current_balance: 500, promo_balance: 0 }, entry: null, historyRead: true, told: false })],
  // responsible play: no limits; today's stakes counted on the device
  [checkLimitFx, async () => undefined],
  [fetchLimitsFx, () => Promise.reject(new Error('not offered'))],
  [readDeviceFx, () => ({ limits: NO_LIMITS, totals: null })],
  [writeDayTotalsFx, () => undefined],
  [clockFx, () => T],
] as const;

/**
 * How the server answers a money event held in flight: an ack, a refusing ack (`{success: false,
 * message}` or `{error}`), its own answer event (bought / joined, or the refusal), never (the
 * client's wait runs out: not confirmed), or a send that throws; `late` after a macrotask, and the
 * fuzzed payload before the answer (in flight) or after it.
 */
interface ServerAnswer {
  kind: 'ack' | 'refused' | 'refusedError' | 'answer' | 'answerRefused' | 'never' | 'sendError';
  late: boolean;
  payloadFirst: boolean;
}
const serverAnswers: fc.Arbitrary<ServerAnswer> = fc.record({
  kind: fc.constantFrom('ack', 'refused', 'refusedError', 'answer', 'answerRefused', 'never', 'sendError'),
  late: fc.boolean(),
  payloadFirst: fc.boolean(),
});
/**
 * One payload in twenty meets a money event in flight (500 of the 10 000 per event: each of the 28
 * answers, orders and timings many times over, at a twentieth of the cost of driving them all).
 */
const maybeInFlight = fc.oneof({ weight: 19, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: serverAnswers });
/** How many money events were held in flight (a tap that sent nothing is not counted). */
let heldInFlight = 0;

/**
 * The next money event the model sends (`emitConfirmedFx`) waits for `answer`: `sent` resolves with
 * its payload once it is sent; `answer` gives what the socket answers (or throws) then.
 */
function holdNextMoneyEvent() {
  let sent!: (payload: unknown) => void;
  let answer!: (reply: () => Promise<unknown>) => void;
  const wasSent = new Promise<unknown>((done) => (sent = done));
  const answered = new Promise<() => Promise<unknown>>((done) => (answer = done));
  sock.fakes.emitConfirmed = async ({ payload }) => {
    sent(payload);
    return (await answered)();
  };
  return { sent: wasSent, answer };
}

/**
 * Plays `act` (the tap that sends the money event) with the event held in flight: the fuzzed payload
 * (`deliver`) comes before or after the drawn answer; `reply` makes the socket's answer from the
 * request id sent. When the tap sends nothing (a rule refused it), the payload just arrives.
 */
async function aroundMoneyEvent(act: () => Promise<unknown>, deliver: () => void, answer: ServerAnswer, reply: (requestId: string) => () => Promise<unknown>) {
  const usual = sock.fakes.emitConfirmed;
  const held = holdNextMoneyEvent();
  try {
    const acted = act();
    const payload = await Promise.race([held.sent, acted.then(() => null)]);
    if (payload === null) return deliver();
    heldInFlight++;
    if (answer.payloadFirst) deliver();
    if (answer.late) await new Promise((done) => setTimeout(done, 1));
    held.answer(reply((payload as { requestId: string }).requestId));
    await acted;
    if (!answer.payloadFirst) deliver();
  } finally {
    sock.fakes.emitConfirmed = usual;
  }
}

/** The socket's answer to a held join (`_join_game_` of game `gameId`) as `answer` draws it. */
const joinReply =
  (answer: ServerAnswer, gameId: string) =>
  (requestId: string) =>
  async (): Promise<unknown> => {
    switch (answer.kind) {
      case 'ack':
        return { ack: { success: true } };
      case 'refused':
        return { ack: { success: false, message: 'Board 1 is already taken.' } };
      case 'refusedError':
        return { ack: { error: 'This game has already started.' } };
      case 'answer':
        wire.fire(`_game_joined_${gameId}`, { gameId, boardIds: [1], requestId });
        return { answer: 'gameJoined', payload: { gameId, boardIds: [1], requestId } };
      case 'answerRefused':
        wire.fire(`_game_join_validation_error_${gameId}`, { message: 'Insufficient balance!', requestId });
        return { answer: 'gameJoinValidationError', payload: { message: 'Insufficient balance!', requestId } };
      case 'never':
        throw new NotConfirmedError('_join_game_');
      case 'sendError':
        throw new Error('socket write failed');
    }
  };

/** The socket's answer to a held purchase (`purchase_cartela`) as `answer` draws it. */
const purchaseReply = (answer: ServerAnswer) => (requestId: string) => async (): Promise<unknown> => {
  switch (answer.kind) {
    case 'ack':
      return { ack: { success: true, message: 'Boards bought.' } };
    case 'refused':
      return { ack: { success: false, message: 'Board 1 is already taken.' } };
    case 'refusedError':
      return { ack: { error: 'This game has already started.' } };
    case 'answer':
      wire.fire('purchase_cartela_result', { success: true, message: 'Boards bought.', requestId });
      return { answer: 'purchaseCartelaResult', payload: { success: true, message: 'Boards bought.', requestId } };
    case 'answerRefused':
      wire.fire('purchase_cartela_result', { success: false, message: 'Insufficient balance!', requestId });
      return { answer: 'purchaseCartelaResult', payload: { success: false, message: 'Insufficient balance!', requestId } };
    case 'never':
      throw new NotConfirmedError('purchase_cartela');
    case 'sendError':
      throw new Error('socket write failed');
  }
};

/** A scheduled game of the picker's list (20 ETB a board), as the list's query answers it. */
const scheduledGame = { gameId: 'g2', gameName: 'evening', displayStartTime: '18:00', startTimeLocal: '2026-11-26T18:00:00+03:00', gameStatus: 'pending', betAmount: 20, totalWinning: 0, pattern: { name: 'full house', grid: [] }, callList: [], gameWinners: [], playerBoards: [] };
/** The purchase in flight or its result not shown yet. */
const $purchaseProcessing = $purchaseStatus.map((status) => status === 'processing');

/**
 * A model under fuzz: how to open it in a new fork, the events it listens to (each model on its own
 * game id, so no two share a listener), and its effects that must settle. `scope` is its open fork,
 * kept across its events' tests (a socket listener stays with the fork that registered it).
 */
interface ModelUnderFuzz {
  name: string;
  scope?: Scope;
  open(): Promise<Scope>;
  /** Leaves the screen (its listeners go). */
  close(scope: Scope): Promise<void>;
  gameId: string | undefined;
  /** The play of the screen (socket contract): its events are the contract's events of that play (and `game` ones, for a game screen) that it listens to once open. */
  play: 'manual' | 'scheduled';
  /** A game screen also hears the contract's `game` events (both modes' games). */
  game?: boolean;
  events: ServerEventKey[];
  pending: Store<boolean>[];
  /** A screen that moves money: each payload arrives around one money event in flight, answered as drawn (see `aroundMoneyEvent`). */
  inFlight?: (scope: Scope, deliver: () => void, answer: ServerAnswer) => Promise<void>;
}

const models: ModelUnderFuzz[] = [
  {
    name: 'live game (manual play screen)',
    gameId: 'g10-1',
    play: 'manual',
    game: true,
    events: [],
    pending: [rejoinFx.pending, claimFx.pending],
    async open() {
      const scope = fork({
        values: [
          [$gameId, 'g10-1'],
          [$betAmount, 10],
          [$selectedBoardIds, [1, 2]],
          [$user, user],
        ],
        handlers: [
          ...common,
          [socketConnectedFx, () => true],
          [claimFx, () => undefined],
          [readyFx, () => undefined],
          [notifyNavigateBackFx, () => undefined],
          [rejoinFx, async () => ({ success: true })],
        ] as never,
      });
      await allSettled(gameJoined, { scope, params: {} });
      await allSettled(LiveGameGate.open, { scope, params: {} as never });
      return scope;
    },
    async close(scope) {
      await allSettled(LiveGameGate.close, { scope, params: {} as never });
      await allSettled(gameLeft, { scope });
    },
  },
  {
    name: 'board picker (manual)',
    gameId: 'g10-2',
    play: 'manual',
    events: [],
    // Start until the server answers the join
    pending: [$starting],
    async inFlight(scope, deliver, answer) {
      // the player's picks: board 1 (kept as they are when already so, so a retry is the same intent)
      const picks = scope.getState($selectedBoardIds);
      if (picks.length !== 1 || picks[0] !== 1) {
        for (const id of picks) await allSettled(boardRemoved, { scope, params: id });
        await allSettled(boardAdded, { scope, params: 1 });
      }
      await aroundMoneyEvent(() => allSettled(startClicked, { scope }), deliver, answer, joinReply(answer, 'g10-2'));
    },
    async open() {
      const scope = fork({
        values: [
          [$user, user],
          [$balance, { current_balance: 500, promo_balance: 0 }],
          [$connectionStatus, 'connected'],
        ] as never,
        // an acknowledged join's wait for `_game_joined_` runs out at once
        handlers: [...common, [joinedWaitFx, (requestId: string) => requestId]] as never,
      });
      await allSettled(gameEntered, { scope, params: { gameId: 'g10-2', betAmount: 10 } });
      await allSettled(BoardPickerGate.open, { scope, params: {} as never });
      return scope;
    },
    async close(scope) {
      await allSettled(BoardPickerGate.close, { scope, params: {} as never });
      await allSettled(gameLeft, { scope });
    },
  },
  {
    name: 'stake screen',
    gameId: undefined,
    play: 'manual',
    events: [],
    pending: [],
    async open() {
      const scope = fork({ values: [[$user, user]] as never, handlers: [...common] as never });
      await allSettled(StakeGate.open, { scope, params: {} as never });
      return scope;
    },
    async close(scope) {
      await allSettled(StakeGate.close, { scope, params: {} as never });
    },
  },
  {
    // the social layer below both game screens (proposed): its events with the chat opened
    name: 'game chat (either game screen)',
    gameId: 'g-chat',
    play: 'manual',
    game: true,
    events: [],
    pending: [openChatFx.pending],
    async open() {
      const scope = fork({ values: [[$user, user], [$connectionStatus, 'connected']] as never, handlers: [...common] as never });
      await allSettled(ChatGate.open, { scope, params: { gameId: 'g-chat' } });
      await allSettled(panelToggled, { scope });
      return scope;
    },
    async close(scope) {
      await allSettled(ChatGate.close, { scope, params: { gameId: 'g-chat' } });
    },
  },
  {
    name: 'scheduled play screen',
    gameId: 'g1',
    play: 'scheduled',
    game: true,
    events: [],
    pending: [joinAutoGameFx.pending],
    async open() {
      const scope = fork({
        values: [[$user, user]] as never,
        handlers: [...common, [connectFx, async () => undefined], [sendJoinFx, async () => ({ ack: { success: true } })]] as never,
      });
      await allSettled(AutoPlayGate.open, { scope, params: { gameId: 'g1' } });
      return scope;
    },
    async close(scope) {
      await allSettled(AutoPlayGate.close, { scope, params: { gameId: 'g1' } });
    },
  },
  {
    name: 'scheduled board picker',
    gameId: 'g2',
    play: 'scheduled',
    events: [],
    // the purchase until its result is shown
    pending: [purchaseFx.pending, $purchaseProcessing],
    async inFlight(scope, deliver, answer) {
      // a pick when there is none (the first board nobody bought)
      if (scope.getState($autoPicks).length === 0) {
        const taken = new Set(scope.getState($autoTaken));
        await allSettled(autoBoardClicked, { scope, params: [1, 2, 3, 4, 5, 6].find((id) => !taken.has(id)) ?? 1 });
      }
      await allSettled(autoBuyClicked, { scope });
      await aroundMoneyEvent(() => allSettled(purchaseConfirmed, { scope }), deliver, answer, purchaseReply(answer));
    },
    async open() {
      const scope = fork({
        values: [
          [$user, user],
          [$balance, { current_balance: 500, promo_balance: 0 }],
        ] as never,
        handlers: [...common, [loadAutoGameFx, async () => scheduledGame], [releaseFx, () => undefined]] as never,
      });
      await allSettled(AutoPickerGate.open, { scope, params: { gameId: 'g2' } });
      return scope;
    },
    async close(scope) {
      await allSettled(AutoPickerGate.close, { scope, params: { gameId: 'g2' } });
    },
  },
];

/** Console errors other than the parse's own reports of an unreadable payload (`[report] socket-payload:`). */
const unexpected: unknown[][] = [];
let errorSpy: ReturnType<typeof vi.spyOn>;
beforeAll(() => {
  errorSpy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (args[0] === '[report] socket-payload:') return;
    unexpected.push(args);
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterAll(() => errorSpy.mockRestore());

const settledWithin = (scope: Scope, ms: number) => Promise.race([allSettled(scope).then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

// Each screen's events, read from the contract: those of its play (and `game` ones on a game screen)
// that the opened screen listens to. Opened once here, then closed: each event's test opens it anew.
for (const m of models) {
  const scope = await m.open();
  m.events = (Object.keys(serverEvents) as ServerEventKey[]).filter((key) => {
    const def: { play: Play; kind: string } = serverEvents[key];
    const ofScreen = def.play === m.play || (m.game === true && def.play === 'game');
    const perGame = def.kind === 'perGame';
    return ofScreen && (!perGame || m.gameId !== undefined) && wire.listening(serverEventName(key, perGame ? m.gameId : undefined));
  });
  await m.close(scope);
}
const cases = models.flatMap((m) => m.events.map((key) => [m.name, key, m] as const));
// every server event of the contract reaches at least one model here. The one exception allowed: a
// proposed event of the `game` play that no screen listens to yet (the parse fuzz, parse.fuzz.ts,
// covers it already); the game chat listens to the chat events, so they pass like any other.
test('every server event of the contract is fuzzed through a model', () => {
  const heard = new Set(cases.map(([, key]) => key));
  const unheard = (Object.keys(serverEvents) as ServerEventKey[]).filter((key) => !heard.has(key));
  const notYet = unheard.filter((key) => {
    const def: { play: Play; specStatus?: string } = serverEvents[key];
    return def.play === 'game' && def.specStatus === 'proposed';
  });
  expect(unheard).toEqual(notYet);
  if (notYet.length > 0) console.info(`[fuzz] proposed game events no screen listens to yet (parse fuzz only): ${notYet.join(', ')}`);
});

describe(`models: ${RUNS} payloads per event through listen → parse → model`, () => {
  test.each(cases)('%s ← %s: no exception, no unexpected console error, nothing left pending', async (_name, key, model) => {
    const runs = RUNS;
    let seen = 0;
    const name = serverEventName(key, serverEvents[key].kind === 'perGame' ? model.gameId : undefined);
    // the model's fork of its earlier events, unless the last of them ended its screen
    let scope = model.scope && wire.listening(name) ? model.scope : (model.scope = await model.open());
    expect(wire.listening(name)).toBe(true);
    unexpected.length = 0;
    let reopened = 0;
    heldInFlight = 0;
    await fc.assert(
      fc.asyncProperty(payload(serverEvents[key].schema as unknown as Schema), model.inFlight ? maybeInFlight : fc.constant(null), async (p, answer) => {
        // a payload that ends the game (a result, the end) detaches its listeners: the next one meets a new screen
        if (seen >= PER_SCREEN) {
          await model.close(scope);
          expect(wire.listening(name)).toBe(false);
          seen = 0;
        }
        if (!wire.listening(name)) {
          scope = model.scope = await model.open();
          reopened++;
          seen = 0;
          expect(wire.listening(name)).toBe(true);
        }
        seen++;
        unexpected.length = 0;
        if (model.inFlight && answer) await model.inFlight(scope, () => wire.fire(name, p), answer);
        else wire.fire(name, p);
        try {
          expect(await settledWithin(scope, 2000)).toBe(true);
          for (const pending of model.pending) expect(scope.getState(pending)).toBe(false);
          expect(unexpected).toEqual([]);
        } catch (error) {
          // a screen left stuck is not reused: the shrinking replays each candidate on a fresh one
          await model.close(scope);
          throw error;
        }
      }),
      { numRuns: runs },
    );
    console.info(
      `[fuzz] ${model.name} ← ${key}: ${runs} payloads, the screen opened again ${reopened} times (every ${PER_SCREEN} payloads, and after each end of the game)` +
        (model.inFlight ? `; ${heldInFlight} of them around a money event in flight` : ''),
    );
    // the pending check of a money screen proves something only when its money events were in flight
    if (model.inFlight) expect(heldInFlight).toBeGreaterThan(runs / 40);
  });
});

/** One transfer the player enters and confirms: its amount, the server's answer, the ledger check after no answer, the taps meanwhile. */
interface TransferStep {
  /** "25" and "25.00" are one intent (the amount as sent); "30" is another. */
  amount: '25' | '25.00' | '30';
  answer: 'done' | 'refused' | 'lost' | 'busy409' | 'busy429' | 'unavailable' | 'unreadable' | 'never';
  /** What the ledger read after no answer shows: the intent's entry, none (the ledger keys entries), cannot tell, unreadable. */
  view: 'shown' | 'absent' | 'untold' | 'unread';
  /** While the request is in flight: Transfer and Confirm again, another amount typed, the wallet left and opened again. */
  during: ('again' | 'amount' | 'leave')[];
  late: boolean;
}
const transferSteps = fc.array(
  fc.record({
    amount: fc.constantFrom('25', '25.00', '30'),
    answer: fc.constantFrom('done', 'refused', 'lost', 'busy409', 'busy429', 'unavailable', 'unreadable', 'never'),
    view: fc.constantFrom('shown', 'absent', 'untold', 'unread'),
    during: fc.subarray(['again', 'amount', 'leave'] as const),
    late: fc.boolean(),
  }),
  { minLength: 1, maxLength: 5 },
);
const TRANSFER_RUNS = Math.ceil(RUNS / 20);
const rich = { current_balance: 100_000, promo_balance: 0 };
/** What the transfer's request meets, by the drawn answer: resolved with the new balance, or the client's ApiError for that answer. */
const transferAnswer = (answer: TransferStep['answer']): Promise<unknown> => {
  switch (answer) {
    case 'done':
      return Promise.resolve({ current_balance: 99_975, promo_balance: 0 });
    case 'refused':
      return Promise.reject(new ApiError(400, { message: 'insufficient balance!' }, 'refused'));
    case 'busy409':
      return Promise.reject(new ApiError(409, { message: 'a request with this key is still being processed' }, 'busy'));
    case 'busy429':
      return Promise.reject(new ApiError(429, { message: 'too many requests' }, 'busy'));
    case 'unavailable':
      return Promise.reject(new ApiError(503, null, 'Request failed (503).'));
    case 'unreadable':
      return Promise.reject(new ApiError(200, '<html>', 'Unexpected answer from the server (200).'));
    default:
      return Promise.reject(new ApiError(0, null, 'Network error.'));
  }
};
const viewOf = (view: TransferStep['view'], key: string): ServerView => ({
  balance: view === 'unread' ? null : rich,
  entry: view === 'shown' ? { type: 'transfer_out', date: new Date(T).toISOString(), amount: 25, net_amount: 25, isdebit: true, idempotency_key: key } : null,
  historyRead: view !== 'unread',
  told: view === 'shown' || view === 'absent',
});
/** The keys of the player's intents kept on the device. */
const keptKeys = () => (JSON.parse(localStorage.getItem('cartela.moneyIntents') ?? '[]') as { key: string; phone: string }[]).filter((i) => i.phone === user.phone).map((i) => i.key);

describe(`wallet forms: ${TRANSFER_RUNS} sequences of transfers with the request in flight`, () => {
  beforeAll(() => localStorage.setItem('token', 'tok-fuzz'));
  afterAll(() => localStorage.removeItem('token'));

  test('nothing left pending, one request at a time; an unsettled intent entered again sends its key again, anything else a new key; the device keeps exactly the unsettled keys', async () => {
    let drove = 0;
    await fc.assert(
      fc.asyncProperty(transferSteps, async (steps) => {
        localStorage.removeItem('cartela.moneyIntents');
        const requests: { key: string; answer: (outcome: Promise<unknown>) => void }[] = [];
        let view: TransferStep['view'] = 'untold';
        const scope = fork({
          values: [
            [$user, user],
            [$balance, rich],
          ] as never,
          handlers: [
            ...common,
            [transfer.requestFx, (p: { idempotencyKey: string }) => new Promise((resolve, reject) => requests.push({ key: p.idempotencyKey, answer: (o) => void o.then(resolve, reject) }))],
            [checkServerViewFx, async (intent: { key?: string }) => viewOf(view, intent.key ?? '')],
            [readServerViewFx, async (intent: { key?: string }) => viewOf(view, intent.key ?? '')],
          ] as never,
        });
        await allSettled(WalletGate.open, { scope, params: {} as never });
        /** Unsettled intents by amount as sent: their keys. */
        const open = new Map<string, string>();
        const seen = new Set<string>();
        let sends = 0;
        for (const step of steps) {
          const intent = Number(step.amount).toFixed(2);
          await allSettled(transfer.fieldChanged, { scope, params: { name: 'receiver', value: '0911000002' } });
          await allSettled(transfer.fieldChanged, { scope, params: { name: 'amount', value: step.amount } });
          await allSettled(transfer.submitted, { scope });
          const sent = allSettled(transfer.confirmed, { scope });
          await new Promise((done) => setTimeout(done, 0));
          expect(requests, 'one request per confirmed transfer').toHaveLength(++sends);
          const request = requests.at(-1)!;
          drove++;
          // the rules for money: the same unsettled intent again sends its key; any other, a new one
          if (open.has(intent)) expect(request.key).toBe(open.get(intent));
          else expect(seen.has(request.key)).toBe(false);
          seen.add(request.key);
          view = step.view;
          const before = requests.length;
          // the taps while the request is in flight (`allSettled` would wait for the request itself: a tick each instead)
          const tap = async (fire: () => Promise<unknown>) => {
            void fire();
            await new Promise((done) => setTimeout(done, 0));
          };
          for (const during of step.during) {
            if (during === 'again') {
              await tap(() => allSettled(transfer.submitted, { scope }));
              await tap(() => allSettled(transfer.confirmed, { scope }));
            } else if (during === 'amount') await tap(() => allSettled(transfer.fieldChanged, { scope, params: { name: 'amount', value: '99' } }));
            else {
              await tap(() => allSettled(WalletGate.close, { scope, params: {} as never }));
              await tap(() => allSettled(WalletGate.open, { scope, params: {} as never }));
              // opening the wallet reads the ledger for the other unsettled intents
              if (step.view === 'shown') for (const [amount, key] of open) if (key !== request.key) open.delete(amount);
            }
          }
          expect(requests.length, 'nothing more is sent while the request is in flight').toBe(before);
          if (step.late) await new Promise((done) => setTimeout(done, 1));
          request.answer(transferAnswer(step.answer));
          await sent;
          expect(await settledWithin(scope, 2000)).toBe(true);
          const settled = step.answer === 'done' || step.answer === 'refused' || step.view === 'shown';
          if (settled) open.delete(intent);
          else open.set(intent, request.key);
          for (const pending of [transfer.requestFx.pending, transfer.intentFx.pending, transfer.checkFx.pending, $transferConfirmOpen]) expect(scope.getState(pending)).toBe(false);
          expect(new Set(keptKeys()), 'the device keeps exactly the unsettled intents').toEqual(new Set(open.values()));
          expect(unexpected).toEqual([]);
        }
      }),
      { numRuns: TRANSFER_RUNS },
    );
    console.info(`[fuzz] wallet transfer form: ${TRANSFER_RUNS} sequences, ${drove} transfers held in flight`);
  });
});

/**
 * The join's answers as the contract has them (socket-contracts README "Money and seat events"): an
 * answer event without a requestId is this join's only while the join is in flight, before its ack;
 * the boards a `_game_joined_` names that are not among the player's picks are never taken; a join
 * and a purchase that got no answer keep their request id for the same picks after a reload.
 */
describe('join and purchase answers by the contract', () => {
  const navigate = vi.fn();
  /** The manual board picker of game g10-3 with board 1 picked, its join's ack and its wait for `_game_joined_` as the test plays them. */
  async function manualPicker(joinedWait: (requestId: string) => Promise<string>) {
    const scope = fork({
      values: [
        [$user, user],
        [$balance, { current_balance: 500, promo_balance: 0 }],
        [$connectionStatus, 'connected'],
      ] as never,
      handlers: [...common, [navigateFx, navigate], [joinedWaitFx, joinedWait]] as never,
    });
    await allSettled(gameEntered, { scope, params: { gameId: 'g10-3', betAmount: 10 } });
    await allSettled(BoardPickerGate.open, { scope, params: {} as never });
    await allSettled(boardAdded, { scope, params: 1 });
    return scope;
  }
  const toGame = () => navigate.mock.calls.some(([to]) => (to as { to?: string }).to === '/gameWindow/$betAmount');
  const withoutRequestId = <T extends object>(p: T) => ({ ...p, requestId: undefined });

  test(`a \`_game_joined_\` without a requestId while the join is in flight: the player's own picks only (${Math.ceil(RUNS / 10)} payloads)`, async () => {
    await fc.assert(
      fc.asyncProperty(payload(serverEvents.gameJoined.schema as unknown as Schema), async (p) => {
        const scope = await manualPicker(async (requestId) => requestId);
        await aroundMoneyEvent(
          () => allSettled(startClicked, { scope }),
          () => wire.fire('_game_joined_g10-3', withoutRequestId(p as object)),
          { kind: 'ack', late: false, payloadFirst: true },
          joinReply({ kind: 'ack', late: false, payloadFirst: true }, 'g10-3'),
        );
        await allSettled(BoardPickerGate.close, { scope, params: {} as never });
        expect(scope.getState($selectedBoardIds).filter((id) => id !== 1)).toEqual([]);
      }),
      { numRuns: Math.ceil(RUNS / 10) },
    );
  });

  test('after the join is acknowledged, an answer event without a requestId is not its answer: a refusal sent to every socket does not undo the join', async () => {
    navigate.mockClear();
    let endWait!: () => void;
    const scope = await manualPicker((requestId) => new Promise((done) => (endWait = () => done(requestId))));
    const started = allSettled(startClicked, { scope });
    // acknowledged: the join waits for its `_game_joined_`; another player's refusal arrives first
    await new Promise((done) => setTimeout(done, 0));
    wire.fire('_game_join_validation_error_g10-3', { message: 'Board 7 is already taken.' });
    endWait();
    await started;
    expect(toGame()).toBe(true);
    expect(scope.getState($starting)).toBe(false);
    await allSettled(BoardPickerGate.close, { scope, params: {} as never });
  });

  test('a join that got no answer keeps its request id after a reload (a new page over the same device) for the same picks', async () => {
    localStorage.setItem('token', 'tok-fuzz');
    try {
      const sent: string[] = [];
      for (let page = 0; page < 2; page++) {
        const scope = await manualPicker(async (requestId) => requestId);
        const never: ServerAnswer = { kind: 'never', late: false, payloadFirst: true };
        await aroundMoneyEvent(() => allSettled(startClicked, { scope }), () => undefined, never, (requestId) => (sent.push(requestId), joinReply(never, 'g10-3')(requestId)));
        await allSettled(BoardPickerGate.close, { scope, params: {} as never });
      }
      expect(sent).toHaveLength(2);
      expect(sent[1]).toBe(sent[0]);
    } finally {
      localStorage.removeItem('token');
    }
  });

  test('a purchase that got no answer keeps its request id after a reload (a new page over the same device) for the same picks', async () => {
    localStorage.setItem('token', 'tok-fuzz');
    try {
      const sent: string[] = [];
      for (let page = 0; page < 2; page++) {
        const scope = fork({
          values: [
            [$user, user],
            [$balance, { current_balance: 500, promo_balance: 0 }],
          ] as never,
          handlers: [...common, [loadAutoGameFx, async () => scheduledGame], [releaseFx, () => undefined]] as never,
        });
        await allSettled(AutoPickerGate.open, { scope, params: { gameId: 'g2' } });
        await allSettled(autoBoardClicked, { scope, params: 3 });
        await allSettled(autoBuyClicked, { scope });
        const never: ServerAnswer = { kind: 'never', late: false, payloadFirst: true };
        await aroundMoneyEvent(() => allSettled(purchaseConfirmed, { scope }), () => undefined, never, (requestId) => (sent.push(requestId), purchaseReply(never)(requestId)));
        await allSettled(AutoPickerGate.close, { scope, params: { gameId: 'g2' } });
      }
      expect(sent).toHaveLength(2);
      expect(sent[1]).toBe(sent[0]);
    } finally {
      localStorage.removeItem('token');
    }
  });
});
