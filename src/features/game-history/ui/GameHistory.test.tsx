import { act, fireEvent, screen } from '@testing-library/react';
import { allSettled } from 'effector';
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import type { GameHistoryEntry } from '@/shared/api';
import { $user } from '@/entities/session';
import { languageChosen } from '@/shared/i18n';
import { formatDateTime } from '@/shared/lib/time';
import { getGetGamesByDateAndPhoneMockHandler, server } from '@tests/setup/http-server';
import { renderWithApp } from '@tests/setup/render-with-app';
import * as css from './game-history.css';
import { GameHistory, NO_BOARD_DATA, NO_GAMES } from './GameHistory';

/** The ranges the page asked GET /users/get_games_by_date_and_phone for. */
const asked = vi.fn<(range: { start: string; end: string }) => void>();
const rangeOf = (url: string) => {
  const q = new URL(url).searchParams;
  return { start: q.get('start') ?? '', end: q.get('end') ?? '' };
};
function answerGames(games: GameHistoryEntry[]) {
  asked.mockReset();
  server.use(
    getGetGamesByDateAndPhoneMockHandler(({ request }) => {
      asked(rangeOf(request.url));
      return { data: games };
    }),
  );
}

const column = (start: number) => [start, start + 1, start + 2, start + 3, start + 4];
const board = [column(1), column(16), [31, 32, 0, 34, 35], column(46), column(61)];

/** Opens each entry as a tap on its summary does, and waits for its details to render. */
async function openEntries(entries: HTMLElement[]) {
  for (const entry of entries) {
    fireEvent.click(entry.querySelector('summary')!);
    await vi.waitFor(() => expect(entry.querySelector('summary')!.nextElementSibling).not.toBeNull());
  }
}

function renderHistory() {
  return renderWithApp(<GameHistory />, { values: [[$user, { username: 'abebe', phone: '0911000001', verified: true }]] });
}

describe('game history (spec §2.15)', () => {
  test('one entry per game: bet, winnings, called numbers and count, won chip, boards with the won amount', async () => {
    answerGames([
      {
        gameId: 'g10-1',
        date: new Date().toISOString(),
        betAmount: 10,
        winnings: 16,
        won: true,
        pattern: 'One line',
        called_numbers: [1, 16, 31, 46, 61],
        boards: [{ board_id: 7, board_numbers: board, won: true, won_amount: 16, winning_nums: [1, 16, 46, 61] }],
      },
      { gameId: 'g10-2', date: new Date(Date.now() - 86_400_000).toISOString(), betAmount: 20, winnings: 0, won: false, called_numbers: [5], boards: [] },
    ]);
    renderHistory();
    const entries = await screen.findAllByTestId('game-entry');
    expect(entries).toHaveLength(2);
    // a closed entry shows its summary alone: its calls and boards render once it is opened
    expect(screen.queryAllByRole('gridcell')).toHaveLength(0);
    expect(screen.queryByText('Called numbers (5):')).toBeNull();
    await openEntries(entries);
    expect(screen.getByText('Bet: 10.00 ETB')).toBeTruthy();
    expect(screen.getByText('Winnings: 16.00 ETB')).toBeTruthy();
    expect(screen.getByText('Won')).toBeTruthy();
    expect(screen.getByText('Lost')).toBeTruthy();
    expect(screen.getByText('Called numbers (5):')).toBeTruthy();
    expect(screen.getByText('Won 16.00 ETB with this board')).toBeTruthy();
    expect(screen.getAllByRole('gridcell', { name: /winning$/ }).map((c) => c.textContent)).toEqual(['1', '16', '46', '61']);
    // called numbers that are not part of the winning pattern are highlighted as called
    expect(screen.getAllByRole('gridcell', { name: /called$/ }).map((c) => c.textContent)).toEqual(['31']);
    expect(screen.getByRole('gridcell', { name: '2' })).toBeTruthy();
    expect(screen.getAllByRole('list', { name: 'Called numbers' }).map((l) => [...l.querySelectorAll('li')].map((li) => li.textContent))).toEqual([['B-1', 'I-16', 'N-31', 'G-46', 'O-61'], ['B-5']]);
    expect(screen.getByText(NO_BOARD_DATA())).toBeTruthy();
    expect(NO_BOARD_DATA()).toBe('Board data not available.');
    const [start] = asked.mock.calls[0];
    expect(start.start <= start.end).toBe(true);
  });

  test('no games: "No games found for the selected date range."; changing the range asks again', async () => {
    answerGames([]);
    renderHistory();
    expect(await screen.findByText(NO_GAMES())).toBeTruthy();
    expect(NO_GAMES()).toBe('No games found for the selected date range.');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    await vi.waitFor(() => expect(asked).toHaveBeenLastCalledWith(expect.objectContaining({ start: '2026-01-01' })));
  });

  test('a spinner while loading, then a failed load shows the server message in a red box', async () => {
    let fail: () => void = () => undefined;
    const failed = new Promise<void>((resolve) => (fail = resolve));
    // a 500 without a message: the client's own text
    server.use(http.get('*/users/get_games_by_date_and_phone', async () => failed.then(() => HttpResponse.json({}, { status: 500 }))));
    renderHistory();
    expect(screen.getByRole('status').textContent).toContain('Loading games...');
    fail();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Request failed (500). Please try again.');
    expect(alert.className).toBe(css.errorBox);
  });
});

describe('game history in the chosen language', () => {
  test('Amharic: Ethiopian calendar and clock, texts in Amharic; English: Gregorian 12-hour time', async () => {
    const date = new Date().toISOString();
    answerGames([{ gameId: 'g1', date, betAmount: 10, winnings: 0, won: false, called_numbers: [5], boards: [] }]);
    const { scope } = renderHistory();
    await screen.findAllByTestId('game-entry');
    await act(() => allSettled(languageChosen, { scope, params: 'am' }));
    const amharic = screen.getByText(formatDateTime(date, 'am'));
    expect(amharic.textContent).toMatch(/^\S+፣ \S+ \d{1,2} 20(19|20) (ከጠዋቱ|ከቀኑ|ከምሽቱ|ከሌሊቱ) \d{1,2}:\d{2}$/);
    expect(screen.getByText('ተሸንፈዋል')).toBeTruthy();
    expect(screen.getByText('ውርርድ: 10.00 ብር')).toBeTruthy();
    await act(() => allSettled(languageChosen, { scope, params: 'en' }));
    expect(screen.getByText(formatDateTime(date, 'en')).textContent).toMatch(/^\w{3}, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)$/);
  });

  test("the date range fields read their day as the history's dates do: the text choice's format and calendar", async () => {
    answerGames([]);
    const { scope } = renderHistory();
    const described = (label: string) => document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby')!)!.textContent;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-09-11' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-23' } });
    // the spec's texts: day, short month, year (ICU writes September "Sep" or "Sept")
    expect(described('From')).toMatch(/^11 Sept? 2026$/);
    expect(described('To')).toBe('23 Nov 2026');
    await act(() => allSettled(languageChosen, { scope, params: 'en' }));
    expect([described('From'), described('To')]).toEqual(['Sep 11, 2026', 'Nov 23, 2026']);
    await act(() => allSettled(languageChosen, { scope, params: 'am' }));
    // the Ethiopian calendar, as the entries' dates and the balance chart show it
    expect([described('ከ'), described('እስከ')]).toEqual(['መስከረም 1 2019', 'ኅዳር 14 2019']);
  });
});
