import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'effector-react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { subscribeFx } from '@/shared/socket';
import { countRenders } from '@tests/setup/react-renders';
import { createSocketDouble } from '@tests/setup/socket-double';
import { AutoGamePlay } from './AutoGamePlay';
import { $boardsById, boardsTwoPerRow, fetchBoardFx } from '@/entities/board';
import { latestBallClass } from '@/entities/game-play';
import { connectionWatchFx } from '@/entities/connection';
import { $user } from '@/entities/session';
import { fetchBalanceFx } from '@/entities/wallet';
import { showSnackbarFx } from '@/shared/ui/snackbar';
import { getGetAutoGamesByStatusQueryKey } from '@/shared/api/index.queries';
import { playCallFx } from '@/shared/lib/sound';
import { navigateFx } from '@/shared/routing';
import { letterTone } from '@/shared/ui/theme';
import { connectFx, sendJoinFx } from '../model/play';

/**
 * The auto game screen (spec §2.10) and its winner modal (§2.11), rendered in a forked scope whose
 * socket effects are swapped for the socket double: the test plays the server through the routes the
 * model subscribed.
 */
const socket = createSocketDouble({ unique: true });

const user = { username: 'abebe', phone: '0911000001', verified: true };
// column-major (spec §3): column B is 1..5, I 16..20, N 31,32,free,34,35, G 46..50, O 61..65
const numbers4 = [[1, 2, 3, 4, 5], [16, 17, 18, 19, 20], [31, 32, 0, 34, 35], [46, 47, 48, 49, 50], [61, 62, 63, 64, 65]];
const numbers9 = [[6, 7, 8, 9, 10], [21, 22, 23, 24, 25], [36, 37, 0, 39, 40], [51, 52, 53, 54, 55], [66, 67, 68, 69, 70]];
const T0 = Date.parse('2030-01-01T08:00:00.000Z');

let scope: Scope;
let navigate: ReturnType<typeof vi.fn>;
let snack: ReturnType<typeof vi.fn>;

async function open(details: Record<string, unknown> | null, fetchBoard: (id: number) => Promise<unknown> = async (id) => ({ board_id: id, board_name: '', board_numbers: numbers4 }), client = new QueryClient()) {
  navigate = vi.fn();
  snack = vi.fn();
  scope = fork({
    values: [
      [$user, user],
      [$boardsById, { 4: { board_id: 4, board_name: 'B4', board_numbers: numbers4 }, 9: { board_id: 9, board_name: 'B9', board_numbers: numbers9 } }],
    ] as never,
    handlers: [
      [showSnackbarFx, snack],
      [navigateFx, navigate],
      [fetchBalanceFx, async () => ({ current_balance: 500, promo_balance: 0 })],
      [fetchBoardFx, fetchBoard],
      [connectionWatchFx, () => undefined],
      [subscribeFx, socket.subscribe],
      [connectFx, async () => undefined],
      [sendJoinFx, async () => ({ ack: { success: true } })],
      [playCallFx, () => undefined],
    ] as never,
  });
  render(
    <QueryClientProvider client={client}>
      <Provider value={scope}>
        <AutoGamePlay gameId="g1" />
      </Provider>
    </QueryClientProvider>,
  );
  await act(() => allSettled(scope));
  // null: the details have not arrived yet
  if (details) await server('autoGameDetails:g1', { boardIds: [4, 9], startTime: new Date(T0 + 2500).toISOString(), betAmount: 20, totalWinning: 32, calledNumbers: [], ...details });
}
async function server(name: string, payload: unknown) {
  await act(async () => {
    socket.send(name, payload);
    await allSettled(scope);
  });
}
const call = (number: number) => server('autoBingoNumber:g1', { number, letter: 'BINGO'[Math.floor((number - 1) / 15)] });
const result = (over: Record<string, unknown> = {}) => ({
  hasWinner: true,
  winning_board_ids: [4, 9],
  winning_board_maps: { 4: numbers4, 9: numbers9 },
  winnerPhoneMap: { 4: '0911000123', 9: '0922000456' },
  called_numbers: [1, 2, 3, 4, 5, 17, 61],
  // row-major: the first column (B) is the winning line
  patternGrid: Array.from({ length: 5 }, () => [true, false, false, false, false]),
  message: 'BINGO! Board 4, 9 won 16.00 ETB each',
  ...over,
});

beforeEach(() => {
  socket.reset();
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('scheduled game screen (spec §2.10)', () => {
  test('a bought board whose data cannot be fetched: "Board data not available." with the message, and Retry (spec §8 Board fetch failure)', async () => {
    let fail = true;
    const fetchBoard = vi.fn(async (id: number) => {
      if (fail) throw new Error('Request failed (500). Please try again.');
      return { board_id: id, board_name: '', board_numbers: numbers9 };
    });
    await open({ boardIds: [4, 12] }, fetchBoard);
    expect(fetchBoard).toHaveBeenCalledWith(12);
    const alert = screen.getByRole('alert', { name: 'Board 12' });
    expect(alert.querySelector('p')!.textContent).toBe('Board 12: Board data not available. Request failed (500). Please try again.');
    expect(screen.getByRole('region', { name: 'Board 4' })).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await act(() => allSettled(scope));
    expect(screen.queryByRole('alert', { name: 'Board 12' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Board 12' })).toBeTruthy();
  });

  test('"Game Starts In" shows m:ss only while more than 1 second remains, ticking each second', async () => {
    await open({});
    // 2.5 s left → 3 whole seconds (never below 0, computed from the start time)
    expect(screen.getByRole('timer', { name: 'Game Starts In' }).textContent).toBe('Game Starts In0:03');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer', { name: 'Game Starts In' }).textContent).toBe('Game Starts In0:02');
    await act(async () => vi.advanceTimersByTime(1000));
    // 0.5 s left → 1: no longer more than 1 second
    expect(screen.queryByRole('timer', { name: 'Game Starts In' })).toBeNull();
  });

  test('before the details arrive, "Game Starts In" already holds its place (—), so the tiles after it do not move when the countdown comes', async () => {
    await open(null);
    expect(screen.getByRole('timer', { name: 'Game Starts In' }).textContent).toBe('Game Starts In—');
    await server('autoGameDetails:g1', { boardIds: [4], startTime: new Date(T0 + 2500).toISOString(), betAmount: 20, totalWinning: 32, calledNumbers: [] });
    expect(screen.getByRole('timer', { name: 'Game Starts In' }).textContent).toBe('Game Starts In0:03');
  });

  test('the countdown in the app\'s one format: h:mm:ss from an hour, days from 24 h', async () => {
    await open({ startTime: new Date(T0 + (86400 + 3600 + 5) * 1000).toISOString() });
    expect(screen.getByRole('timer', { name: 'Game Starts In' }).textContent).toBe('Game Starts In1 d 01:00:05');
  });

  test('tiles ጥሪ, መደብ, ደራሽ; the last 5 calls with letter and colour, the latest enlarged; two boards per row', async () => {
    await open({});
    for (const n of [3, 17, 33, 48, 62, 5, 20]) await call(n);
    const tile = (label: string) => screen.getByText(label, { exact: true }).closest('div')!.textContent;
    expect(tile('ጥሪ')).toBe('ጥሪ7');
    expect(tile('መደብ')).toBe('መደብ20.00 ETB');
    expect(tile('ደራሽ')).toBe('ደራሽ32.00 ETB');
    const balls = within(screen.getByRole('list', { name: 'Last called numbers' })).getAllByRole('listitem');
    expect(balls.map((b) => b.textContent)).toEqual(['N-33', 'G-48', 'O-62', 'B-5', 'I-20']);
    expect(balls.map((b) => [...b.classList].includes(letterTone[b.textContent![0] as 'B'])).every(Boolean)).toBe(true);
    expect(balls.map((b) => b.classList.contains(latestBallClass))).toEqual([false, false, false, false, true]);
    expect(balls[4].getAttribute('aria-label')).toBe('Latest call I-20');
    // newest first on screen (flex order), as in the manual game
    expect(balls.map((b) => Number(b.style.order))).toEqual([0, -1, -2, -3, -4]);
    const boards = screen.getByRole('region', { name: 'Board 4' }).closest<HTMLElement>(`.${boardsTwoPerRow}`)!;
    expect(boards).not.toBeNull();
    expect(within(boards).getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual(['Board 4', 'Board 9']);
  });

  test('a call re-renders the called number\'s cell on the board that has it, not the boards; a mark re-renders the marked cell', async () => {
    await open({});
    await call(3);
    const onBoard4 = await countRenders(() => call(17));
    expect(screen.getByRole('gridcell', { name: '17, called' })).toBeTruthy();
    // board 9 has no 17: none of its cells renders; board 4 renders its cell 17 alone
    expect(onBoard4.NumberCell).toBe(1);
    expect(onBoard4.BoardCard ?? 0).toBe(0);
    expect(onBoard4.MarkableBoard ?? 0).toBe(0);
    // the screen around them does not render again either: the tiles, the strip and the boards' aids read their own stores
    expect(onBoard4.AutoGamePlay ?? 0).toBe(0);
    expect(onBoard4.PlayScreen ?? 0).toBe(0);
    expect(onBoard4.CallBall).toBe(2);
    const onNoBoard = await countRenders(() => call(75));
    expect(onNoBoard.NumberCell ?? 0).toBe(0);
    expect(onNoBoard.BoardCard ?? 0).toBe(0);
    const marking = await countRenders(async () => {
      fireEvent.click(screen.getByRole('gridcell', { name: '17, called' }));
      await act(() => allSettled(scope));
    });
    expect(screen.getByRole('gridcell', { name: '17, marked' })).toBeTruthy();
    expect(marking.NumberCell).toBe(1);
    expect(marking.BoardCard ?? 0).toBe(0);
  });

  test('one board: one per row; a number can be marked only once called; the centre is the free cell', async () => {
    await open({ boardIds: [4] });
    await call(3);
    const board = screen.getByRole('region', { name: 'Board 4' });
    expect(board.parentElement!.classList.contains(boardsTwoPerRow)).toBe(false);
    expect(within(board).getByRole('gridcell', { name: '2' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(within(board).getByRole('gridcell', { name: '3, called' }));
    await act(() => allSettled(scope));
    expect(within(board).getByRole('gridcell', { name: '3, marked' }).getAttribute('aria-selected')).toBe('true');
    // the centre is always marked: named as marked, never a button to toggle, and FREE like every board's centre
    const centre = within(board).getByRole('gridcell', { name: 'Free cell, marked' });
    expect(centre.tagName).toBe('DIV');
    expect(centre.textContent).toBe('FREE');
  });

  test('no boards: "ምንም ካርቴላ አልተገኘም።" and "ካርቴላ ገዝተው ይሄን ጨዋታ ይቀላቅሉ!"', async () => {
    await open({ boardIds: [] });
    expect(screen.getByText('ምንም ካርቴላ አልተገኘም።', { exact: true }).closest('p')).toBeTruthy();
    expect(screen.getByText('ካርቴላ ገዝተው ይሄን ጨዋታ ይቀላቅሉ!', { exact: true }).closest('p')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /^Board/ })).toBeNull();
  });

  test('ካርቴላ ይጨምሩ → "Confirm Exit" with "ተመልሰው ገብተው ማየት ይችላሉ!"; Cancel stays, Go Back → the selector', async () => {
    await open({});
    fireEvent.click(screen.getByRole('button', { name: 'ካርቴላ ይጨምሩ' }));
    let dialog = await act(async () => screen.getByRole('dialog', { name: 'Confirm Exit' }));
    expect(within(dialog).getByText('ተመልሰው ገብተው ማየት ይችላሉ!', { exact: true })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await act(() => allSettled(scope));
    expect(screen.queryByRole('dialog', { name: 'Confirm Exit' })).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'ካርቴላ ይጨምሩ' }));
    dialog = await act(async () => screen.getByRole('dialog', { name: 'Confirm Exit' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go Back' }));
    await act(() => allSettled(scope));
    expect(navigate).toHaveBeenCalledWith({ to: '/autoBoardSelector/$gameId', params: { gameId: 'g1' } });
  });
});

describe('winner modal (spec §2.11)', () => {
  test('message, "Winner N of M" with Previous/Next, board number, masked phone, FREE, blue pattern and red calls, winning boards', async () => {
    await open({});
    await server('autoBingoResult:g1', result());
    const modal = screen.getByRole('dialog', { name: 'BINGO!' });
    const q = within(modal);
    expect(q.getByText('BINGO! Board 4, 9 won 16.00 ETB each', { exact: true })).toBeTruthy();
    expect(q.getByText('Winner 1 of 2', { exact: true })).toBeTruthy();
    expect(q.getByText('Board 4', { exact: true })).toBeTruthy();
    expect(q.getByTestId('winner-phone').textContent).toBe('0911000***');
    const board = q.getByRole('region', { name: 'Winning board 4' });
    expect(within(board).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['B', 'I', 'N', 'G', 'O']);
    expect(within(board).getByRole('gridcell', { name: 'Free cell' }).textContent).toBe('FREE');
    const named = (re: RegExp) => within(board).queryAllByRole('gridcell', { name: re }).map((c) => c.textContent);
    // winning-pattern cells (the B column) blue; other called numbers (17, 61) red
    expect(named(/, winning$/)).toEqual(['1', '2', '3', '4', '5']);
    expect(named(/, called$/).sort()).toEqual(['17', '61']);
    expect(q.getByText('Winning boards: 4, 9', { exact: true })).toBeTruthy();

    fireEvent.click(q.getByRole('button', { name: 'Next' }));
    await act(() => allSettled(scope));
    expect(q.getByText('Winner 2 of 2', { exact: true })).toBeTruthy();
    expect(q.getByText('Board 9', { exact: true })).toBeTruthy();
    expect(q.getByTestId('winner-phone').textContent).toBe('0922000***');
    fireEvent.click(q.getByRole('button', { name: 'Next' }));
    await act(() => allSettled(scope));
    expect(q.getByText('Winner 1 of 2', { exact: true })).toBeTruthy();
    fireEvent.click(q.getByRole('button', { name: 'Previous' }));
    await act(() => allSettled(scope));
    expect(q.getByText('Winner 2 of 2', { exact: true })).toBeTruthy();
  });

  test('the player\'s own win says "You won {amount} ETB!" (their share of the pool); another\'s win "Better luck next round"', async () => {
    await open({});
    // boards 4 and 9 split the 32.00 ETB pool; board 9 is this player's
    await server('autoBingoResult:g1', result({ winnerPhoneMap: { 4: '0911000123', 9: user.phone } }));
    const q = within(screen.getByRole('dialog', { name: 'BINGO!' }));
    expect(q.getByText('You won 16.00 ETB!', { exact: true })).toBeTruthy();
    expect(q.queryByText('Better luck next round')).toBeNull();
  });

  test('another player\'s win: "Better luck next round", no "You won"', async () => {
    await open({});
    await server('autoBingoResult:g1', result());
    const q = within(screen.getByRole('dialog', { name: 'BINGO!' }));
    expect(q.getByText('Better luck next round', { exact: true })).toBeTruthy();
    expect(q.queryByText(/^You won/)).toBeNull();
  });

  test('one winner: no "Winner N of M", no Previous/Next', async () => {
    await open({});
    await server('autoBingoResult:g1', result({ winning_board_ids: [4], message: 'BINGO! Board 4 won 32.00 ETB' }));
    const q = within(screen.getByRole('dialog', { name: 'BINGO!' }));
    expect(q.queryByText(/^Winner \d+ of \d+$/)).toBeNull();
    expect(q.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(q.queryByRole('button', { name: 'Previous' })).toBeNull();
    expect(q.getByText('Winning boards: 4', { exact: true })).toBeTruthy();
  });

  test('a result without a winner opens no modal and shows its message', async () => {
    await open({});
    await server('autoBingoResult:g1', result({ hasWinner: false, winning_board_ids: [], winning_board_maps: {}, winnerPhoneMap: {}, message: 'No winner this game' }));
    expect(screen.queryByRole('dialog', { name: 'BINGO!' })).toBeNull();
    expect(snack).toHaveBeenCalledWith({ kind: 'error', message: 'No winner this game' });
  });

  test('play aids over the game\'s own pattern from the list: "N to go" per board, the best board named', async () => {
    const client = new QueryClient();
    // the list the player came from: the pattern is the B column (row-major grid)
    client.setQueryData(getGetAutoGamesByStatusQueryKey('scheduled'), [{ gameId: 'g1', pattern: { name: 'B', grid: Array.from({ length: 5 }, () => [true, false, false, false, false]) } }] as never);
    await open({}, undefined, client);
    await call(1);
    await call(2);
    const chip = (id: number) => within(screen.getByRole('region', { name: `Board ${id}` })).getByTestId('to-go').textContent;
    expect(chip(4)).toBe('3 to go');
    expect(chip(9)).toBe('5 to go');
    expect(within(screen.getByRole('region', { name: 'Board 4' })).getByText('Best board')).toBeTruthy();
  });

  test('without the list in the cache (a reload on the play screen) no aid is shown', async () => {
    await open({});
    await call(1);
    expect(screen.queryAllByTestId('to-go')).toEqual([]);
  });
});
