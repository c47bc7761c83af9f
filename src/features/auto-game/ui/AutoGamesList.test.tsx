import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { AutoGamesList } from './AutoGamesList';

const api = vi.hoisted(() => ({ getScheduledGames: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({ ...(await importOriginal<object>()), getScheduledGames: api.getScheduledGames }));

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AutoGamesList onEnter={() => undefined} />
    </QueryClientProvider>,
  );
}

test('loading, then the empty state "no game found, try again later" (spec §2.12)', async () => {
  api.getScheduledGames.mockResolvedValueOnce([]);
  renderList();
  expect(screen.getByRole('status').textContent).toContain('Loading scheduled games...');
  expect((await screen.findByText('no game found, try again later')).getAttribute('role')).toBe('status');
});

test('a failing list shows "Error: " + the message (spec §8)', async () => {
  api.getScheduledGames.mockRejectedValueOnce(new Error('scheduled games unavailable'));
  renderList();
  expect((await screen.findByRole('alert')).textContent).toBe('Error: scheduled games unavailable');
});

test('a completed game: status chip, winners, and a disabled enter button', async () => {
  api.getScheduledGames.mockResolvedValueOnce([
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
  expect(screen.getByText('ደራሽ:', { exact: false }).textContent).toBe('ደራሽ: 32.00 ETB');
});
