import { act, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { beforeEach, describe, expect, test } from 'vitest';
import { $betAmount, $gameId, $selectedBoardIds } from '@/entities/game';
import { $boardIds, fetchBoardIdsFx, fetchBoardsFx } from '@/entities/board';
import { $user } from '@/entities/session';
import { countRenders } from '@tests/setup/react-renders';
import { createSocketDouble } from '@tests/setup/socket-double';
import { connectTelegramNative, currentMainButton, verticalSwipesAllowed } from '@/shared/telegram/index.native';
import { BoardPicker } from './BoardPicker';

/** The manual picker with 400 boards (spec §2.7), in a forked scope with a recorded socket. */
const sock = createSocketDouble();

beforeEach(() => sock.reset());

function renderPicker() {
  const scope = fork({
    values: [
      [$user, { username: 'abebe', phone: '0911000001', verified: true }],
      [$gameId, 'g10-1'],
      [$betAmount, 10],
      [$selectedBoardIds, [7]],
      [$boardIds, Array.from({ length: 400 }, (_, i) => i + 1)],
    ] as never,
    handlers: [...sock.handlers(), [fetchBoardIdsFx, async () => []], [fetchBoardsFx, async () => []]],
  });
  render(
    <Provider value={scope}>
      <BoardPicker />
    </Provider>,
  );
  return scope;
}

describe('the board list of the manual picker (spec §2.7, §4 manual flow 1)', () => {
  test('another player taking or freeing a board updates that board id and renders nothing: not the picker, not the grid, not the id', async () => {
    const scope = renderPicker();
    await act(() => allSettled(scope));
    expect(screen.getAllByRole('button', { name: /^Board \d+/ })).toHaveLength(400);

    const taking = await countRenders(() =>
      act(async () => {
        sock.push('updatedBoardList:g10-1', { gameBoards: [7, 250], gameId: 'g10-1' });
        await allSettled(scope);
      }),
    );
    expect(screen.getByRole('button', { name: 'Board 250, taken' })).toHaveProperty('disabled', true);
    // the id's button is written as the list comes: React renders nothing
    expect(taking).toEqual({});

    const freeing = await countRenders(() =>
      act(async () => {
        sock.push('updatedBoardList:g10-1', { gameBoards: [7], gameId: 'g10-1' });
        await allSettled(scope);
      }),
    );
    expect(screen.getByRole('button', { name: 'Board 250' })).toHaveProperty('disabled', false);
    expect(freeing).toEqual({});
    // the player's own pick stays as it was
    expect(screen.getByRole('button', { name: 'Board 7, selected' })).toHaveProperty('disabled', true);
  });
});

describe('the manual picker inside Telegram', () => {
  test('Start is Telegram’s MainButton only (not also in the page), and a vertical swipe cannot close the Mini App while picking', async () => {
    const disconnect = connectTelegramNative({ post: () => undefined });
    try {
      const scope = renderPicker();
      await act(() => allSettled(scope));
      expect(currentMainButton()).toMatchObject({ text: 'Start', active: true, progress: false });
      expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
      expect(verticalSwipesAllowed()).toBe(false);
    } finally {
      act(() => disconnect());
    }
    // outside Telegram the page's own Start is there
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
  });
});
