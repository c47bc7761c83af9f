import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { expect, onTestFinished, test, vi } from 'vitest';
import { subscribeFx } from '@/shared/socket';
import { playCallFx } from '@/shared/lib/sound';
import { navigateFx } from '@/shared/routing';
import { showSnackbarFx } from '@/shared/ui/snackbar';
import { $user } from '@/entities/session';
import { fetchBalanceFx } from '@/entities/wallet';
import { $betAmount, $gameId, $selectedBoardIds } from '@/entities/game';
import { $boardsById, fetchBoardsFx } from '@/entities/board';
import { connectionWatchFx } from '@/entities/connection';
import { readClockFx, saveGameCallsFx } from '@/entities/game-play';
import { countRenders } from '@tests/setup/react-renders';
import { createSocketDouble } from '@tests/setup/socket-double';
import { claimFx, rejoinFx, socketConnectedFx } from '../model/live-game';
import { LiveGame } from './LiveGame';

/** The live game screen (spec §2.9) in a forked scope; the test plays the server through the socket double. */
const socket = createSocketDouble({ unique: true });
// column-major (spec §3): board 1 is B 1..5, I 16..20, N 31,32,free,34,35, G 46..50, O 61..65; board 2 the next five of each column
const numbers1 = [[1, 2, 3, 4, 5], [16, 17, 18, 19, 20], [31, 32, 0, 34, 35], [46, 47, 48, 49, 50], [61, 62, 63, 64, 65]];
const numbers2 = [[6, 7, 8, 9, 10], [21, 22, 23, 24, 25], [36, 37, 0, 39, 40], [51, 52, 53, 54, 55], [66, 67, 68, 69, 70]];

async function open(): Promise<Scope> {
  socket.reset();
  const scope = fork({
    values: [
      [$gameId, 'g10-1'],
      [$betAmount, 10],
      [$selectedBoardIds, [1, 2]],
      [$user, { username: 'abebe', phone: '0911000001', verified: true }],
      [$boardsById, { 1: { board_id: 1, board_name: 'B1', board_numbers: numbers1 }, 2: { board_id: 2, board_name: 'B2', board_numbers: numbers2 } }],
    ] as never,
    handlers: [
      [showSnackbarFx, vi.fn()],
      [navigateFx, vi.fn()],
      [fetchBoardsFx, async () => []],
      [fetchBalanceFx, async () => ({ current_balance: 500, promo_balance: 0 })],
      [connectionWatchFx, () => undefined],
      [readClockFx, () => 0],
      [saveGameCallsFx, () => undefined],
      [socketConnectedFx, () => true],
      [subscribeFx, socket.subscribe],
      [rejoinFx, async () => ({ success: true })],
      [claimFx, () => undefined],
      [playCallFx, () => undefined],
    ] as never,
  });
  render(
    <Provider value={scope}>
      <LiveGame />
    </Provider>,
  );
  await act(() => allSettled(scope));
  return scope;
}
const call = (scope: Scope, number: number) =>
  act(async () => {
    socket.send('bingoNumber:g10-1', { letter: 'BINGO'[Math.floor((number - 1) / 15)], number });
    await allSettled(scope);
  });

test('a call renders its ball, the count and the called cell, not the boards: only a call that changes the play aids renders a board', async () => {
  const scope = await open();
  await call(scope, 3);
  // one call: the count is not shown (spec §2.9), its tile holds its place out of the accessibility tree
  expect(screen.getByTestId('calls-count').closest('[aria-hidden="true"]')).toBeTruthy();
  // on board 1's middle row (with 3 and the free centre): its numbers to go change, so that board renders; of the cells only 18
  const onBoard = await countRenders(() => call(scope, 18));
  expect(screen.getByRole('gridcell', { name: '18, called' })).toBeTruthy();
  expect(screen.getByTestId('calls-count').closest('[aria-hidden]')).toBeNull();
  expect(screen.getAllByTestId('to-go').map((chip) => chip.textContent)).toEqual(['2 to go', '4 to go']);
  expect(onBoard.MarkableBoard).toBe(1);
  expect(onBoard.LiveNumberCell).toBe(1);
  // on no board: the aids say the same, so no board and no cell renders, and the strip renders the new ball and the former latest
  const offBoards = await countRenders(() => call(scope, 75));
  expect(screen.getByTestId('calls-count').textContent).toBe('3');
  expect(offBoards.CallBall).toBe(2);
  expect(offBoards.MarkableBoard ?? 0).toBe(0);
  expect(offBoards.BoardCard ?? 0).toBe(0);
  expect(offBoards.LiveNumberCell ?? 0).toBe(0);
});

test('ቢንጎ! of a board claimed in this game is disabled and says the claim was sent; the other board\'s stays', async () => {
  const scope = await open();
  await call(scope, 3);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'ቢንጎ! board 2' }));
    await allSettled(scope);
  });
  const sent = screen.getByRole('button', { name: 'ቢንጎ! board 2: claim sent' }) as HTMLButtonElement;
  expect(sent.disabled).toBe(true);
  // with two boards each button shows the board it claims (drawn by the stylesheet)
  expect(sent.textContent).toBe('Claim sent');
  expect(sent.dataset.boardTag).toBe('2');
  expect((screen.getByRole('button', { name: 'ቢንጎ! board 1' }) as HTMLButtonElement).disabled).toBe(false);
});

test('the play bar holds the latest call and one ቢንጎ! per board, in the board order, away from the boards', async () => {
  const scope = await open();
  const bar = screen.getByTestId('play-bar');
  expect(within(bar).getByTestId('bar-latest-call').textContent).toBe('');
  await call(scope, 18);
  await call(scope, 75);
  expect(within(bar).getByTestId('bar-latest-call').textContent).toBe('O-75');
  expect(within(bar).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['ቢንጎ! board 1', 'ቢንጎ! board 2']);
  for (const column of document.querySelectorAll('[data-board-col]')) expect(within(column as HTMLElement).queryByRole('button', { name: /ቢንጎ!/ })).toBeNull();
});

test('the strip shows the last 5 calls, the latest first, as the scheduled game does; on a phone the caller board is one tap away', async () => {
  // a phone: narrower than the side-by-side layout
  vi.stubGlobal('matchMedia', (query: string) => Object.assign(new EventTarget(), { matches: false, media: query }));
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  const scope = await open();
  for (const n of [3, 18, 75, 40, 52, 7, 66]) await call(scope, n);
  const balls = [...screen.getByRole('list', { name: 'Called numbers' }).querySelectorAll('li')];
  expect(balls.map((b) => b.textContent)).toEqual(['O-75', 'N-40', 'G-52', 'B-7', 'O-66']);
  expect(balls.map((b) => Number(b.style.order))).toEqual([0, -1, -2, -3, -4]);
  // not rendered while hidden; one tap shows it in the strip's place
  expect(screen.queryByRole('table', { name: 'Caller board' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Last calls' }).getAttribute('aria-pressed')).toBe('true');
  fireEvent.click(screen.getByRole('button', { name: 'Caller board' }));
  const board = screen.getByRole('table', { name: 'Caller board' });
  expect(screen.getByRole('button', { name: 'Caller board' }).getAttribute('aria-pressed')).toBe('true');
  expect(board.querySelectorAll('td[data-state="called"]')).toHaveLength(6);
  expect(board.querySelector('td[data-state="latest"]')!.textContent).toContain('66');
  // the strip's live announcer stays while the board shows
  expect(screen.getByTestId('call-announcer').textContent).toBe('O 66');
  // a call reaches the board while it shows
  await call(scope, 20);
  expect(board.querySelector('td[data-state="latest"]')!.textContent).toContain('20');
});

test('"Game Starts In" counts down in the app\'s one format (m:ss)', async () => {
  const scope = await open();
  await act(async () => {
    socket.send('timerUpdate:g10-1', { remainingTime: 75 });
    await allSettled(scope);
  });
  expect(screen.getByRole('timer', { name: 'Game Starts In' }).textContent).toMatch(/^Game Starts In1:1[56]$/);
});

/** A win of `boardId` by `winner` in a game whose prize pool is 80 ETB. */
const win = (scope: Scope, boardId: number, winner: string) =>
  act(async () => {
    socket.send('totalWinningAmount:g10-1', { total_winning: 80 });
    socket.send('gameResult:g10-1', { message: 'BINGO!', boardId, winner, board_numbers: numbers1, called_numbers: [1, 2, 3, 4, 5], winning_nums: [1, 2, 3, 4, 5], success: true, failed: false });
    await allSettled(scope);
  });

test('winner modal: the player\'s own win says "You won 80.00 ETB!" (the prize pool) beside "Winner: {name}"', async () => {
  const scope = await open();
  await win(scope, 1, 'abebe');
  const q = within(screen.getByRole('dialog', { name: 'BINGO!' }));
  expect(q.getByText('You won 80.00 ETB!', { exact: true })).toBeTruthy();
  expect(q.getByText('Winner: abebe', { exact: true })).toBeTruthy();
  expect(q.queryByText('Better luck next round')).toBeNull();
});

test('winner modal: another player\'s win says who won and "Better luck next round"', async () => {
  const scope = await open();
  await win(scope, 7, 'kebede');
  const q = within(screen.getByRole('dialog', { name: 'BINGO!' }));
  expect(q.getByText('Winner: kebede', { exact: true })).toBeTruthy();
  expect(q.getByText('Better luck next round', { exact: true })).toBeTruthy();
  expect(q.queryByText(/^You won/)).toBeNull();
});
