import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, test, vi } from 'vitest';
import { showSnackbarFx } from '@/shared/ui/snackbar';
import { navigateFx } from '@/shared/routing';
import { $boardIds, $boardsById, fetchBoardFx, fetchBoardIdsFx } from '@/entities/board';
import { $user } from '@/entities/session';
import { $balance, fetchBalanceFx } from '@/entities/wallet';
import { checkLimitFx } from '@/entities/responsible-play';
import { createSocketDouble } from '@tests/setup/socket-double';
import { loadAutoGameFx, releaseFx } from '../model/picker';
import { purchaseFx } from '../model/purchase';
import { AutoBoardPicker } from './AutoBoardPicker';
import { says } from '@tests/setup/says';
import { countRenders } from '@tests/setup/react-renders';
import { connectTelegramNative, currentMainButton, verticalSwipesAllowed } from '@/shared/telegram/index.native';

/**
 * The auto board picker (spec §2.7 scheduled) and its purchase dialog ካርቴላ ግዢ ፎርም (§2.8,
 * §4 buying idle → processing → result, §5, §8), in a forked scope with a recorded socket.
 */
const sock = createSocketDouble();
sock.fakes.emitWithAck = async () => ({ status: 'success', gameId: 'g1', message: 'ok' });

const numbers = [[1, 2, 3, 4, 5], [16, 17, 18, 19, 20], [31, 32, 0, 34, 35], [46, 47, 48, 49, 50], [61, 62, 63, 64, 65]];
const game = { gameId: 'g1', gameName: 'lunch', displayStartTime: '', startTimeLocal: '', gameStatus: 'waiting', betAmount: 20, totalWinning: 0, pattern: { name: 'One line', grid: [] }, callList: [], gameWinners: [], playerBoards: [] };

function renderPicker(balance = 500, fetchBoard: (id: number) => Promise<unknown> = async (id) => ({ board_id: id, board_name: `B${id}`, board_numbers: numbers })) {
  const snack = vi.fn();
  const navigate = vi.fn();
  const release = vi.fn();
  const refresh = vi.fn(async () => ({ current_balance: balance - 40, promo_balance: 0 }));
  const purchase = { resolve: (_result: { success: boolean; message?: string }) => undefined as void, calls: [] as unknown[] };
  const scope: Scope = fork({
    values: [
      [$user, { username: 'abebe', phone: '0911000001', verified: true }],
      [$balance, { current_balance: balance, promo_balance: 0 }],
      [$boardIds, Array.from({ length: 12 }, (_, i) => i + 1)],
      [$boardsById, Object.fromEntries([1, 2, 3].map((id) => [id, { board_id: id, board_name: `B${id}`, board_numbers: numbers }]))],
    ] as never,
    handlers: [
      ...sock.handlers(),
      [showSnackbarFx, snack],
      [navigateFx, navigate],
      [releaseFx, release],
      [fetchBalanceFx, refresh],
      // no limit set (responsible play): every purchase may go ahead
      [checkLimitFx, () => undefined],
      [fetchBoardIdsFx, async () => []],
      [loadAutoGameFx, async () => game],
      [fetchBoardFx, fetchBoard],
      [
        purchaseFx,
        (p: unknown) => {
          purchase.calls.push(p);
          // the test plays the server's result (its ack or purchase_cartela_result)
          return new Promise<{ success: boolean; message?: string }>((r) => (purchase.resolve = r));
        },
      ],
    ],
  });
  render(
    <Provider value={scope}>
      <AutoBoardPicker gameId="g1" />
    </Provider>,
  );
  return { scope, snack, navigate, release, refresh, purchase };
}
const flush = (scope: Scope) => act(() => allSettled(scope));
const click = async (scope: Scope, el: HTMLElement) => {
  fireEvent.click(el);
  await flush(scope);
};
const board = (id: number) => screen.getByRole('button', { name: new RegExp(`^Board ${id}(,|$)`) }) as HTMLButtonElement;
/** The dialog's dt → dd pairs. */
const fields = (dialog: HTMLElement) => Object.fromEntries([...dialog.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));

describe('auto board picker (spec §2.7 scheduled)', () => {
  test('inside Telegram the MainButton is ይግዙ (Buy): it opens the purchase dialog as the in-page button does, and is gone with the screen', async () => {
    const { scope } = renderPicker();
    await flush(scope);
    await click(scope, board(1));
    expect(currentMainButton()?.text).toBe('ይግዙ');
    await act(async () => {
      currentMainButton()?.onClick();
      await allSettled(scope);
    });
    expect(screen.getByRole('dialog')).toBeTruthy();
    cleanup();
    expect(currentMainButton()).toBeNull();
  });

  test('inside Telegram the page shows no Buy of its own: the MainButton is ይግዙ, then the dialog’s አሁን ይግዙ, disabled while the balance is short, with progress while the purchase runs', async () => {
    const disconnect = connectTelegramNative({ post: () => undefined });
    try {
      const { scope, purchase } = renderPicker(30);
      await flush(scope);
      expect(verticalSwipesAllowed()).toBe(false);
      expect(screen.queryByRole('button', { name: 'ይግዙ' })).toBeNull();
      await click(scope, board(1));
      await click(scope, board(2));
      await act(async () => {
        currentMainButton()?.onClick();
        await allSettled(scope);
      });
      const dialog = screen.getByRole('dialog');
      // two boards at 20 ETB with 30 ETB: short, so Buy now cannot be pressed
      expect(currentMainButton()).toMatchObject({ text: 'አሁን ይግዙ', active: false });
      expect(within(dialog).queryByRole('button', { name: 'አሁን ይግዙ' })).toBeNull();
      await click(scope, within(dialog).getByRole('button', { name: 'ይመለሱ' }));
      await click(scope, screen.getByRole('button', { name: 'Remove board 2' }));
      await act(async () => {
        currentMainButton()?.onClick();
        await allSettled(scope);
      });
      expect(currentMainButton()).toMatchObject({ text: 'አሁን ይግዙ', active: true, progress: false });
      act(() => currentMainButton()?.onClick());
      await vi.waitFor(() => expect(currentMainButton()).toMatchObject({ active: false, progress: true }));
      expect(purchase.calls).toHaveLength(1);
    } finally {
      act(() => disconnect());
      cleanup();
    }
    expect(verticalSwipesAllowed()).toBe(true);
  });

  test('another player buying a board updates that board id and renders nothing: not the picker, not the grid, not the id', async () => {
    const { scope } = renderPicker();
    await flush(scope);
    const bought = await countRenders(() =>
      act(async () => {
        sock.send('autoBoardlist:g1', { gameBoards: [5] });
        await allSettled(scope);
      }),
    );
    expect(board(5).disabled).toBe(true);
    // the id's button is written as the list comes: React renders nothing
    expect(bought).toEqual({});
  });

  test('taken boards are greyed and not clickable; picks become 5x5 cards with the FREE centre; ✕ frees a board', async () => {
    const { scope } = renderPicker();
    await flush(scope);
    await act(async () => {
      sock.send('autoBoardlist:g1', { gameBoards: [5] });
      await allSettled(scope);
    });
    expect(board(5).disabled).toBe(true);
    expect(board(5).getAttribute('aria-label')).toBe('Board 5, taken');
    await click(scope, board(1));
    await click(scope, board(2));
    expect(board(1).getAttribute('aria-label')).toBe('Board 1, selected');
    expect(board(1).disabled).toBe(true);
    const card = screen.getByRole('region', { name: 'Board 1' });
    expect(within(card).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['B', 'I', 'N', 'G', 'O']);
    expect(within(card).getByRole('gridcell', { name: 'Free cell' }).textContent).toBe('FREE');
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual(['Board 1', 'Board 2']);
    // a third pick is ignored (spec §5)
    await click(scope, board(3));
    expect(screen.queryByRole('region', { name: 'Board 3' })).toBeNull();
    await click(scope, screen.getByRole('button', { name: 'Remove board 1' }));
    expect(screen.queryByRole('region', { name: 'Board 1' })).toBeNull();
    expect(board(1).disabled).toBe(false);
  });

  test('a pick whose data cannot be fetched says "Board data not available." with the server message; Retry fetches it again (spec §8 Board fetch failure)', async () => {
    const fetchBoard = vi.fn(async (id: number) => {
      if (fetchBoard.mock.calls.length === 1) throw new Error('Board not found.');
      return { board_id: id, board_name: `B${id}`, board_numbers: numbers };
    });
    const { scope } = renderPicker(500, fetchBoard);
    await flush(scope);
    await click(scope, board(7)); // not in the cache: fetched by id
    const alert = screen.getByRole('alert', { name: 'Board 7' });
    expect(alert.querySelector('p')!.textContent).toBe('Board 7: Board data not available. Board not found.');
    expect(within(alert).getByRole('button', { name: 'Remove board 7' })).toBeTruthy();
    await click(scope, within(alert).getByRole('button', { name: 'Retry' }));
    expect(fetchBoard).toHaveBeenCalledTimes(2);
    expect(fetchBoard).toHaveBeenLastCalledWith(7);
    expect(screen.queryByRole('alert', { name: 'Board 7' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Board 7' })).toBeTruthy();
  });

  test('the game is named by its display name, never its id', async () => {
    const { scope } = renderPicker();
    await flush(scope);
    expect(screen.getByText('Lunch').tagName).toBe('STRONG');
    expect(document.body.textContent).not.toContain('g1');
  });

  test('the three bottom buttons ተመለስ, ይግዙ, ይግቡ; ይግቡ goes to /autoGamePlay/{gameId}', async () => {
    const { scope, navigate } = renderPicker();
    await flush(scope);
    expect(screen.getAllByRole('button', { name: /^(ተመለስ|ይግዙ|ይግቡ)$/ }).map((b) => b.textContent)).toEqual(['ተመለስ', 'ይግዙ', 'ይግቡ']);
    await click(scope, screen.getByRole('button', { name: 'ይግቡ' }));
    expect(navigate).toHaveBeenCalledWith({ to: '/autoGamePlay/$gameId', params: { gameId: 'g1' } });
  });
});

describe('purchase dialog ካርቴላ ግዢ ፎርም (spec §2.8)', () => {
  test('every field; አሁን ይግዙ reads Processing... and is disabled while waiting; the result closes it, shows the message, refreshes the balance', async () => {
    const { scope, snack, refresh, purchase } = renderPicker(500);
    await flush(scope);
    await click(scope, board(1));
    await click(scope, board(2));
    await click(scope, screen.getByRole('button', { name: 'ይግዙ' }));
    const dialog = screen.getByRole('dialog', { name: 'ካርቴላ ግዢ ፎርም' });
    expect(fields(dialog)).toEqual({
      Phone: '0911000001',
      Balance: '500.00 ብር በቂ ባላንስ',
      Game: 'Lunch',
      Boards: '2',
      'Board numbers': '1, 2',
      'Price per board': '20.00 ብር',
      Total: '20.00 × 2 = 40.00 ብር',
    });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    const buy = within(dialog).getByRole('button', { name: 'አሁን ይግዙ' }) as HTMLButtonElement;
    expect(buy.disabled).toBe(false);
    fireEvent.click(buy);
    await act(async () => undefined);
    const processing = within(dialog).getByRole('button', { name: 'Processing...' }) as HTMLButtonElement;
    expect(processing.disabled).toBe(true);
    expect(purchase.calls).toEqual([{ phone: '0911000001', gameId: 'g1', boards: [1, 2], requestId: expect.any(String) }]);
    await act(async () => {
      purchase.resolve({ success: true, message: 'Boards 1, 2 bought for 40.00 ETB.' });
      await allSettled(scope);
    });
    expect(screen.queryByRole('dialog', { name: 'ካርቴላ ግዢ ፎርም' })).toBeNull();
    expect(snack).toHaveBeenCalledWith({ kind: 'success', message: says('You bought boards 1 and 2') });
    expect(refresh).toHaveBeenCalledWith('0911000001');
  });

  test('over the balance: አይበቃም, the missing amount warning, አሁን ይግዙ disabled; ይመለሱ closes', async () => {
    const { scope, snack, purchase } = renderPicker(25);
    await flush(scope);
    await click(scope, board(1));
    await click(scope, board(2));
    await click(scope, screen.getByRole('button', { name: 'ይግዙ' }));
    expect(snack).toHaveBeenCalledWith({ kind: 'error', message: says('በቂ ባላንስ አልተገኘም - 25.00 ብር!') });
    const dialog = screen.getByRole('dialog', { name: 'ካርቴላ ግዢ ፎርም' });
    expect(fields(dialog).Balance).toBe('25.00 ብር አይበቃም');
    expect(within(dialog).getByRole('alert').textContent).toBe('በቂ ባላንስ አልተገኘም. ተጨማሪ 15.00 ብር ያስገልግዎታል!');
    const buy = within(dialog).getByRole('button', { name: 'አሁን ይግዙ' }) as HTMLButtonElement;
    expect(buy.disabled).toBe(true);
    fireEvent.click(buy);
    await flush(scope);
    expect(purchase.calls).toEqual([]);
    await click(scope, within(dialog).getByRole('button', { name: 'ይመለሱ' }));
    expect(screen.queryByRole('dialog', { name: 'ካርቴላ ግዢ ፎርም' })).toBeNull();
  });

  test('ይግዙ with no boards: "ካርቴላ ይምረጡ!" and no dialog (spec §5)', async () => {
    const { scope, snack } = renderPicker();
    await flush(scope);
    await click(scope, screen.getByRole('button', { name: 'ይግዙ' }));
    expect(snack).toHaveBeenCalledWith({ kind: 'error', message: says('ካርቴላ ይምረጡ!') });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
