import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { navigateFx } from '@/shared/routing';
import { showSnackbarFx } from '@/shared/ui/snackbar';
import { $boardsById, fetchBoardFx, fetchBoardIdsFx } from '@/entities/board';
import { connected } from '@/entities/connection';
import { $user } from '@/entities/session';
import { fetchBalanceFx } from '@/entities/wallet';
import { createSocketDouble } from '@tests/setup/socket-double';
import { $autoPicks, $autoTaken, AutoPickerGate, autoBoardClicked, loadAutoGameFx, releaseFx } from './picker';

/**
 * The auto board picker against a recorded socket (house style "Sockets": per-game listeners are
 * removed when the game is left; spec §4 Scheduled game flow, §7 scheduled events, §8). Tests play
 * the server by pushing to the listeners the model registered; a second listener on one name fails.
 */
const sock = createSocketDouble({ unique: true });
const acks: Record<string, unknown> = {};
sock.fakes.emitWithAck = async ({ key, payload }) => {
  sock.emitted.push({ key, payload });
  return acks[key];
};

const user = { username: 'abebe', phone: '0911000001', verified: true };
const board = (id: number) => ({ board_id: id, board_name: `B${id}`, board_numbers: [[1, 2, 3, 4, 5], [16, 17, 18, 19, 20], [31, 32, 0, 34, 35], [46, 47, 48, 49, 50], [61, 62, 63, 64, 65]] });

function setup(values: [unknown, unknown][] = [], { realRelease = false } = {}) {
  const snack = vi.fn();
  const fetched = vi.fn(async (id: number) => board(id));
  const release = vi.fn();
  const scope = fork({
    values: [[$user, user], ...values] as never,
    handlers: [
      ...sock.handlers(),
      [showSnackbarFx, snack],
      [navigateFx, () => undefined],
      [fetchBalanceFx, async () => ({ current_balance: 500, promo_balance: 0 })],
      [fetchBoardIdsFx, async () => [1, 2, 3, 4]],
      [loadAutoGameFx, async () => null],
      [fetchBoardFx, fetched],
      ...(realRelease ? [] : [[releaseFx, release] as const]),
    ] as never,
  });
  return { scope, snack, fetched, release };
}

beforeEach(() => {
  sock.reset();
  acks.requestAutoBoardlist = { status: 'success', gameId: 'g1', message: 'ok' };
});
afterEach(() => {
  expect(sock.duplicates).toEqual([]);
});

describe('auto board picker: listeners per game (house style "Sockets", spec §4, §7)', () => {
  test('opening asks for the taken boards and listens; the answer greys boards; leaving removes the listeners', async () => {
    const { scope } = setup();
    await allSettled(AutoPickerGate.open, { scope, params: { gameId: 'g1' } });
    expect(sock.emittedOf('requestAutoBoardlist')).toEqual([{ game_id: 'g1' }]);
    expect([...sock.listeners.keys()].sort()).toEqual(['autoBoardlist:g1', 'purchaseCartelaResult:undefined']);
    sock.send('autoBoardlist:g1', { gameBoards: [3, 8] });
    await allSettled(scope);
    expect(scope.getState($autoTaken)).toEqual([3, 8]);
    await allSettled(autoBoardClicked, { scope, params: 3 });
    expect(scope.getState($autoPicks)).toEqual([]);
    await allSettled(AutoPickerGate.close, { scope, params: { gameId: 'g1' } });
    expect(sock.listeners.size).toBe(0);
  });

  test('10 visits in a row: two listeners at a time, none after leaving', async () => {
    const { scope } = setup();
    for (let i = 1; i <= 10; i++) {
      await allSettled(AutoPickerGate.open, { scope, params: { gameId: `g${i}` } });
      expect(sock.listeners.size).toBe(2);
      await allSettled(AutoPickerGate.close, { scope, params: { gameId: `g${i}` } });
    }
    expect(sock.listeners.size).toBe(0);
  });

  test('leaving by any way (e.g. ይግቡ or the header) with picks releases them (spec §4)', async () => {
    const { scope, release } = setup([[$boardsById, { 1: board(1) }]]);
    await allSettled(AutoPickerGate.open, { scope, params: { gameId: 'g1' } });
    await allSettled(autoBoardClicked, { scope, params: 1 });
    await allSettled(AutoPickerGate.close, { scope, params: { gameId: 'g1' } });
    expect(release).toHaveBeenCalledWith({ gameId: 'g1', phone: '0911000001', boards: [1] });
  });

  test('the release goes out as release_auto_boards {gameId, phone, boards}', async () => {
    const { scope } = setup([[$boardsById, { 1: board(1), 2: board(2) }]], { realRelease: true });
    await allSettled(AutoPickerGate.open, { scope, params: { gameId: 'g1' } });
    await allSettled(autoBoardClicked, { scope, params: 1 });
    await allSettled(autoBoardClicked, { scope, params: 2 });
    await allSettled(AutoPickerGate.close, { scope, params: { gameId: 'g1' } });
    expect(sock.emittedOf('releaseAutoBoards')).toEqual([{ gameId: 'g1', phone: '0911000001', boards: [1, 2] }]);
  });

  test('board data from the cache when present, else fetched by id (spec §4)', async () => {
    const { scope, fetched } = setup([[$boardsById, { 1: board(1) }]]);
    await allSettled(AutoPickerGate.open, { scope, params: { gameId: 'g1' } });
    await allSettled(autoBoardClicked, { scope, params: 1 });
    expect(fetched).not.toHaveBeenCalled();
    await allSettled(autoBoardClicked, { scope, params: 2 });
    expect(fetched.mock.calls.map((c) => c[0])).toEqual([2]);
  });

  test('a refused board list request is only logged (spec §8)', async () => {
    acks.requestAutoBoardlist = { status: 'error', message: 'Game not found' };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { scope, snack } = setup();
    await allSettled(AutoPickerGate.open, { scope, params: { gameId: 'g1' } });
    expect(warn).toHaveBeenCalledWith('[auto-game] request_auto_boardlist failed: Game not found');
    expect(snack).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  test('a reconnect while picking asks for the taken boards again', async () => {
    const { scope } = setup();
    await allSettled(AutoPickerGate.open, { scope, params: { gameId: 'g1' } });
    await allSettled(connected, { scope });
    expect(sock.emittedOf('requestAutoBoardlist')).toEqual([{ game_id: 'g1' }, { game_id: 'g1' }]);
    await allSettled(AutoPickerGate.close, { scope, params: { gameId: 'g1' } });
    await allSettled(connected, { scope });
    expect(sock.emittedOf('requestAutoBoardlist')).toHaveLength(2);
  });
});
