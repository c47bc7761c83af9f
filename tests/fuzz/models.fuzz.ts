import fc from 'fast-check';
import { allSettled, fork, type Scope, type Store } from 'effector';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { serverEventName, serverEvents, type ServerEventKey } from '@contracts/socket';
import { getSocket, setSocketFactory, subscribeFx } from '@/shared/socket';
import { playCallFx } from '@/shared/lib/sound';
import { navigateFx } from '@/shared/routing';
import { showSnackbarFx } from '@/shared/ui/snackbar';
import { fetchBoardFx, fetchBoardIdsFx, fetchBoardsFx } from '@/entities/board';
import { readClockFx, saveGameCallsFx } from '@/entities/game-play';
import { connectionWatchFx } from '@/entities/connection';
import { $betAmount, $gameId, $selectedBoardIds, gameEntered, gameJoined, gameLeft, notifyNavigateBackFx } from '@/entities/game';
import { $user } from '@/entities/session';
import { fetchBalanceFx } from '@/entities/wallet';
// The fuzz plays each model as its own test does (it swaps the model's inner effects), so it reaches
// past the slices' public index, as those tests do from inside their slice.
/* eslint-disable no-restricted-imports */
import { AutoPlayGate, connectFx, joinAutoGameFx, sendJoinFx } from '@/features/auto-game-play/model/play';
import { AutoPickerGate, loadAutoGameFx, releaseFx } from '@/features/auto-board-picker/model/picker';
import { BoardPickerGate } from '@/features/board-picker/model/board-list';
import { claimFx, LiveGameGate, readyFx, rejoinFx, socketConnectedFx } from '@/features/live-game/model/live-game';
import { StakeGate } from '@/features/stake/model/stake';
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
getSocket();

const user = { username: 'abebe', phone: '0911000001', verified: true };
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
] as const;

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
  events: ServerEventKey[];
  pending: Store<boolean>[];
}

const models: ModelUnderFuzz[] = [
  {
    name: 'live game (manual play screen)',
    gameId: 'g10-1',
    events: ['bingoNumber', 'timerUpdate', 'totalWinningAmount', 'bingoCheckingResult', 'gameResult', 'gameEnded', 'gameRejoined'],
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
    events: ['updatedBoardList', 'totalWinningAmount', 'gameJoinValidationError', 'gameJoined'],
    pending: [],
    async open() {
      const scope = fork({ values: [[$user, user]] as never, handlers: [...common] as never });
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
    events: ['allGameStatus', 'allGameStatusUpdate', 'gameStatusUpdate'],
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
    name: 'scheduled play screen',
    gameId: 'g1',
    events: ['autoGameDetails', 'autoBingoNumber', 'autoGameMsg', 'autoBingoResult'],
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
    events: ['autoBoardlist', 'purchaseCartelaResult'],
    pending: [],
    async open() {
      const scope = fork({
        values: [[$user, user]] as never,
        handlers: [...common, [loadAutoGameFx, async () => null], [releaseFx, () => undefined]] as never,
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

const cases = models.flatMap((m) => m.events.map((key) => [m.name, key, m] as const));
// every server event of the contract reaches at least one model here
test('every server event of the contract is fuzzed through a model', () => {
  expect(new Set(cases.map(([, key]) => key))).toEqual(new Set(Object.keys(serverEvents)));
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
    await fc.assert(
      fc.asyncProperty(payload(serverEvents[key].schema as unknown as Schema), async (p) => {
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
        wire.fire(name, p);
        expect(await settledWithin(scope, 2000)).toBe(true);
        for (const pending of model.pending) expect(scope.getState(pending)).toBe(false);
        expect(unexpected).toEqual([]);
      }),
      { numRuns: runs },
    );
    console.info(`[fuzz] ${model.name} ← ${key}: ${runs} payloads, the screen opened again ${reopened} times (every ${PER_SCREEN} payloads, and after each end of the game)`);
  });
});
