import { act, fireEvent, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, test, vi } from 'vitest';
import { allSettled } from 'effector';
import { $user } from '@/entities/session';
import { languageChosen } from '@/shared/i18n';
import { formatAmharicTime, formatLocalTime } from '@/shared/lib/time';
import { failWith, mockCall } from '@tests/setup/http-server';
import { renderWithApp } from '@tests/setup/render-with-app';
import { autoGamesQuery } from '@/entities/auto-game';
import { AutoGamesList } from './AutoGamesList';

const autoGames = () => mockCall('get', '/autogames/status/:status');

function renderList(onEnter: (id: string) => void = () => undefined) {
  return renderWithApp(<AutoGamesList onEnter={onEnter} />);
}

afterEach(() => {
  vi.useRealTimers();
});

test('loading, then the empty state "no game found, try again later" (spec §2.12)', async () => {
  const list = autoGames().mockResolvedValueOnce([]);
  renderList();
  expect(screen.getByRole('status').textContent).toContain('Loading scheduled games...');
  expect((await screen.findByText('no game found, try again later')).getAttribute('role')).toBe('status');
  expect(list).toHaveBeenCalledWith({ status: 'scheduled' });
});

test('a failing list shows "Error: " + the message (spec §8)', async () => {
  autoGames().mockResolvedValueOnce(failWith(500, { message: 'scheduled games unavailable' }));
  renderList();
  expect((await screen.findByRole('alert')).textContent).toBe('Error: scheduled games unavailable');
});

test('a completed game: status chip, winners, and a disabled enter button', async () => {
  autoGames().mockResolvedValueOnce([
    {
      gameId: 'g1',
      gameName: 'evening-full-card',
      displayStartTime: '18:30',
      startTimeLocal: '2020-01-01T15:30:00.000Z',
      gameStatus: 'completed',
      betAmount: 20,
      totalWinning: 32,
      pattern: { name: 'One line', grid: Array.from({ length: 5 }, () => [true, false, false, false, false]) },
      callList: [1, 2],
      gameWinners: [{ boardId: 17, playerPhone: '0911000002', winningAmount: 32 }],
      playerBoards: [{ playerPhone: '0911000002', boardIds: [17] }],
    },
  ]);
  renderList();
  const enter = await screen.findByRole('button', { name: 'Enter Evening Full Card' });
  expect((enter as HTMLButtonElement).disabled).toBe(true);
  expect(screen.getByTestId('status-chip').textContent).toBe('completed');
  expect(screen.getByText('Winners: #17')).toBeTruthy();
  expect(screen.getByRole('timer').textContent).toBe('Done');
  expect(screen.getByText('You have no boards in this game')).toBeTruthy();
  expect(screen.getByText('ደራሽ:', { exact: false }).parentElement!.textContent).toBe('ደራሽ: 32.00 ETB');
});

const T0 = Date.parse('2026-11-23T15:00:00.000Z');
const waiting = {
  gameId: 'g2',
  gameName: 'morning-quick-line',
  displayStartTime: '15:30 UTC',
  startTimeLocal: new Date(T0 + (86400 + 2 * 3600 + 3 * 60 + 4) * 1000).toISOString(),
  gameStatus: 'waiting',
  betAmount: 20,
  totalWinning: 0,
  // row-major: the top row
  pattern: { name: 'One line', grid: [[true, true, true, true, true], ...Array.from({ length: 4 }, () => [false, false, false, false, false])] },
  callList: [],
  gameWinners: [],
  playerBoards: [
    { playerPhone: '0911000001', boardIds: [3, 8] },
    { playerPhone: '0911000002', boardIds: [5] },
  ],
};

test('a waiting game card: every element of spec §2.12, and a countdown that ticks every second', async () => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(T0);
  autoGames().mockResolvedValueOnce([waiting, { ...waiting, gameId: 'g3', gameName: 'lunch-big-win', gameStatus: 'running', playerBoards: [] }]);
  const onEnter = vi.fn();
  renderWithApp(<AutoGamesList onEnter={onEnter} />, { values: [[$user, { username: 'abebe', phone: '0911000001', verified: true }]] });
  const card = await screen.findByRole('listitem', { name: 'Morning Quick Line' });
  const q = within(card);
  expect(q.getByRole('heading', { name: 'Morning Quick Line' })).toBeTruthy();
  expect(q.getByText('15:30 UTC', { exact: true })).toBeTruthy();
  expect(q.getByTestId('status-chip').textContent).toBe('waiting');
  expect(q.getByText('መደብ:', { exact: false }).parentElement!.textContent).toBe('መደብ: 20.00 ETB');
  expect(q.getByText('ደራሽ:', { exact: false }).parentElement!.textContent).toBe('ደራሽ: 0.00 ETB');
  expect(q.getByRole('timer', { name: 'Starts in Morning Quick Line' }).textContent).toBe('1 d 02:03:04');
  await act(async () => vi.advanceTimersByTime(1000));
  expect(q.getByRole('timer').textContent).toBe('1 d 02:03:03');
  const grid = q.getByRole('img', { name: 'Win pattern: One line' });
  expect(grid.children).toHaveLength(25);
  // the lit cells are the pattern's: the first five (top row)
  const lit = [...grid.children].map((c) => c.className.includes(' '));
  expect(lit).toEqual([true, true, true, true, true, ...Array<boolean>(20).fill(false)]);
  expect(card.querySelector('time')!.getAttribute('dateTime')).toBe(waiting.startTimeLocal);
  expect(card.querySelector('time')!.textContent).toBe(formatLocalTime(waiting.startTimeLocal));
  // 2026-11-24T17:03:04Z is Tuesday 15 Hidar 2019, 8:03 in the evening in Addis Ababa
  expect(card.querySelector('[data-testid="start-time-am"]')!.textContent).toBe('ማክሰኞ፣ ኅዳር 15 2019 8:03 ከሰዓት');
  expect(card.querySelector('[data-testid="start-time-am"]')!.textContent).toBe(formatAmharicTime(waiting.startTimeLocal));
  expect(q.getByText('Your boards: 2 (3, 8)', { exact: true })).toBeTruthy();
  expect(q.queryByText(/^Winners:/)).toBeNull();
  fireEvent.click(q.getByRole('button', { name: 'Enter Morning Quick Line' }));
  expect(onEnter).toHaveBeenCalledWith('g2');

  const running = within(screen.getByRole('listitem', { name: 'Lunch Big Win' }));
  expect(running.getByTestId('status-chip').textContent).toBe('running');
  expect((running.getByRole('button', { name: 'Enter Lunch Big Win' }) as HTMLButtonElement).disabled).toBe(false);
  expect(running.getByText('You have no boards in this game', { exact: true })).toBeTruthy();
});


test('the list is read again on every visit: statuses change while the player is away (spec §2.12)', async () => {
  const list = autoGames().mockResolvedValue([]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const first = renderWithApp(<AutoGamesList onEnter={() => undefined} />, { queryClient });
  expect(await screen.findByText('no game found, try again later')).toBeTruthy();
  first.unmount();
  renderWithApp(<AutoGamesList onEnter={() => undefined} />, { queryClient });
  await vi.waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  expect(queryClient.getQueryState(autoGamesQuery.queryKey)?.status).toBe('success');
});

test('start times in the reader\'s language: Ethiopian calendar and clock in Amharic, Gregorian 12-hour in English', async () => {
  const game = {
    gameId: 'g9',
    gameName: 'evening',
    displayStartTime: '18:30',
    startTimeLocal: '2026-11-23T15:30:00.000Z',
    gameStatus: 'scheduled',
    betAmount: 20,
    totalWinning: 0,
    pattern: { name: 'One line', grid: Array.from({ length: 5 }, () => [true, false, false, false, false]) },
    callList: [],
    gameWinners: [],
    playerBoards: [],
  };
  autoGames().mockResolvedValue([game]);
  const { scope } = renderList();
  await screen.findByRole('button', { name: 'Enter Evening' });
  await act(() => allSettled(languageChosen, { scope, params: 'am' }));
  expect(screen.getByText('ሰኞ፣ ኅዳር 14 2019 ከምሽቱ 12:30').tagName).toBe('TIME');
  expect(screen.getByRole('button', { name: 'ወደ Evening ይግቡ' }).textContent).toBe('ይግቡ');
  await act(() => allSettled(languageChosen, { scope, params: 'en' }));
  expect(screen.getByText('Mon, Nov 23, 2026, 6:30 PM').tagName).toBe('TIME');
  expect(screen.getByText('Stake:')).toBeTruthy();
});
