import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Transaction } from '@/shared/api';
import { $user } from '@/entities/session';
import { $balance, fetchBalanceFx } from '@/entities/wallet';
import { readKeptGameFx, readServerGameFx } from '@/entities/active-game';
import { getGetTransactionHistoryDataMockHandler, server } from '@tests/setup/http-server';
import { renderWithApp } from '@tests/setup/render-with-app';
import * as css from './history.css';
import * as ledgerModule from './Ledger';
import { loadBalanceChartFx, NO_TRANSACTIONS, SHOW_CHART } from './Ledger';
import { loadLedgerFx, TransactionHistory } from './TransactionHistory';

// the chart module (with uPlot) is loaded through an effect: here it records when it is loaded
const chart = { loads: 0 };
const loadChart = async () => {
  chart.loads++;
  return { default: () => <div data-testid="balance-chart" /> };
};
// the ledger's module as this file imported it (a suite below resets the module registry, and a
// fresh import would hold effects other than the ones the handlers here replace)
const loadLedger = async () => ledgerModule;

/** GET /transactions/history/data/{phone} answers these entries for the player 0911000001 only. */
function answerLedger(data: Transaction[]) {
  server.use(getGetTransactionHistoryDataMockHandler(({ params }) => (params.id === '0911000001' ? { data } : { data: [] })));
}

function renderHistory() {
  return renderWithApp(<TransactionHistory />, {
    values: [
      [$user, { username: 'abebe', phone: '0911000001', verified: true }],
      [$balance, { current_balance: 480, promo_balance: 0 }],
    ],
    handlers: [
      [fetchBalanceFx, async () => ({ current_balance: 480, promo_balance: 0 })],
      [loadBalanceChartFx, loadChart],
      [loadLedgerFx, loadLedger],
    ],
  });
}

describe('transaction history states (spec §2.14, §8)', () => {
  test('a spinner while loading, then the table with the running balance (wide screen)', async () => {
    answerLedger([
      { type: 'game_lost', date: '2026-11-23T09:10:00.000Z', amount: 20, net_amount: 20, isdebit: true },
      { type: 'deposit', date: '2026-11-23T09:00:00.000Z', amount: 100, net_amount: 100, isdebit: false },
    ]);
    renderHistory();
    expect(screen.getByRole('status').textContent).toContain('Loading transactions...');
    const table = await screen.findByRole('table', { name: 'Transactions' });
    const cells = [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(cells.map((r) => r.slice(1))).toEqual([
      ['Game lost', '−20.00', '480.00'],
      ['Deposit', '+100.00', '500.00'],
    ]);
    expect(screen.getByText('In: 100.00 ETB')).toBeTruthy();
    expect(screen.getByText('Out: 20.00 ETB')).toBeTruthy();
  });

  test('empty: "No transaction history available"', async () => {
    answerLedger([]);
    renderHistory();
    expect(await screen.findByText(NO_TRANSACTIONS())).toBeTruthy();
    expect(NO_TRANSACTIONS()).toBe('No transaction history available');
  });

  test('a failed load shows the error text in a red box', async () => {
    // a 500 without a message: the client's own text
    server.use(http.get('*/transactions/history/data/:id', () => HttpResponse.json({}, { status: 500 })));
    renderHistory();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Request failed (500). Please try again.');
    expect(alert.className).toBe(css.errorBox);
  });

  test('all ten transaction types appear with readable labels; the summary expands to per-type counts and sums', async () => {
    const at = (m: number) => `2026-11-23T09:${String(59 - m).padStart(2, '0')}:00.000Z`;
    answerLedger([
      { type: 'cartela_purchase', date: at(0), amount: 20, net_amount: 20, isdebit: true },
      { type: 'invite', date: at(1), amount: 10, net_amount: 10, isdebit: false },
      { type: 'game_bonus', date: at(2), amount: 100, net_amount: 100, isdebit: false },
      { type: 'bonus', date: at(3), amount: 5, net_amount: 5, isdebit: false },
      { type: 'game_lost', date: at(4), amount: 10, net_amount: 10, isdebit: true },
      { type: 'game_won', date: at(5), amount: 16, net_amount: 6, isdebit: false },
      { type: 'withdrawal', date: at(6), amount: 100, net_amount: 100, isdebit: true },
      { type: 'transfer_out', date: at(7), amount: 50, net_amount: 50, isdebit: true },
      { type: 'transfer_in', date: at(8), amount: 30, net_amount: 30, isdebit: false },
      { type: 'deposit', date: at(9), amount: 519, net_amount: 519, isdebit: false },
    ]);
    renderHistory();
    const table = await screen.findByRole('table', { name: 'Transactions' });
    const rows = [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].slice(1).map((td) => td.textContent));
    // newest first; the invite row leaves the running balance alone (spec §2.14); oldest deposit 519 → 519
    expect(rows).toEqual([
      ['Cartela purchase', '−20.00', '480.00'],
      ['Invite reward (play only)', '+10.00', '500.00'],
      ['Game bonus', '+100.00', '500.00'],
      ['Bonus', '+5.00', '400.00'],
      ['Game lost', '−10.00', '395.00'],
      ['Game won', '+16.00', '405.00'],
      ['Withdrawal', '−100.00', '399.00'],
      ['Transfer out', '−50.00', '499.00'],
      ['Transfer in', '+30.00', '549.00'],
      ['Deposit', '+519.00', '519.00'],
    ]);
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary.querySelector('details')?.open).toBe(false);
    fireEvent.click(screen.getByText('By type'));
    expect(summary.querySelector('details')?.open).toBe(true);
    const byType = [...summary.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(byType).toContainEqual(['Game won', '1', '16.00']);
    expect(byType).toContainEqual(['Deposit', '1', '519.00']);
    expect(byType).toHaveLength(10);
    expect(screen.getByText('In: 670.00 ETB')).toBeTruthy();
    expect(screen.getByText('Out: 180.00 ETB')).toBeTruthy();
  });
});

describe('the balance chart on a small screen (spec §2.14)', () => {
  /** A phone-sized screen, and the browser's data saver on or off. */
  function phone(saveData: boolean) {
    vi.stubGlobal('matchMedia', (query: string) => Object.assign(new EventTarget(), { matches: query.includes('max-width'), media: query }));
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { connection: Object.assign(new EventTarget(), { saveData }) }));
  }
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });
  const ledger: Transaction[] = [{ type: 'deposit', date: '2026-11-23T09:00:00.000Z', amount: 100, net_amount: 100, isdebit: false }];

  test('shows the chart above the compact table', async () => {
    phone(false);
    answerLedger(ledger);
    renderHistory();
    expect(await screen.findByTestId('balance-chart')).toBeTruthy();
    expect(screen.queryByRole('button', { name: SHOW_CHART() })).toBeNull();
  });

  test('with the data saver on, the chart (and uPlot) loads only when the player taps "Show chart"', async () => {
    phone(true);
    answerLedger(ledger);
    const before = chart.loads;
    renderHistory();
    const show = await screen.findByRole('button', { name: 'Show chart' });
    expect(screen.getByRole('table', { name: 'Transactions' })).toBeTruthy();
    await new Promise((r) => setTimeout(r, 20));
    expect(chart.loads).toBe(before);
    expect(screen.queryByTestId('balance-chart')).toBeNull();
    fireEvent.click(show);
    expect(await screen.findByTestId('balance-chart')).toBeTruthy();
    expect(screen.queryByRole('button', { name: SHOW_CHART() })).toBeNull();
  });
});

describe('rows that explain themselves', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('a win below its stake (isdebit true) shows "+" and its prize, in the money-in colour; a loss "−" in the other', async () => {
    answerLedger([
      { type: 'game_won', date: '2026-11-23T09:10:00.000Z', amount: 16, net_amount: 4, isdebit: true },
      { type: 'game_lost', date: '2026-11-23T09:00:00.000Z', amount: 20, net_amount: 20, isdebit: true },
    ]);
    renderHistory();
    const table = await screen.findByRole('table', { name: 'Transactions' });
    const amounts = [...table.querySelectorAll('tbody tr')].map((tr) => tr.querySelectorAll('td')[2]);
    expect(amounts.map((td) => td.textContent)).toEqual(['+16.00', '−20.00']);
    expect(amounts[0].className).toContain(css.inAmount);
    expect(amounts[1].className).toContain(css.outAmount);
  });

  test('a small screen shows every row\'s date without expanding it', async () => {
    vi.stubGlobal('matchMedia', (query: string) => Object.assign(new EventTarget(), { matches: query.includes('max-width'), media: query }));
    answerLedger([
      { type: 'deposit', date: '2026-11-23T09:10:00.000Z', amount: 100, net_amount: 100, isdebit: false },
      { type: 'transfer_out', date: '2026-11-22T09:00:00.000Z', amount: 20, net_amount: 20, isdebit: true },
    ]);
    renderHistory();
    const table = await screen.findByRole('table', { name: 'Transactions' });
    const typeCells = [...table.querySelectorAll('tbody tr')].map((tr) => tr.querySelectorAll('td')[1].textContent);
    expect(typeCells).toEqual(['Deposit23 Nov 2026, 12:10', 'Transfer out22 Nov 2026, 12:00']);
  });

  test('a manual game in progress: its stake is a pending row on top, and the rows below still add up', async () => {
    answerLedger([{ type: 'deposit', date: '2026-11-23T09:00:00.000Z', amount: 100, net_amount: 100, isdebit: false }]);
    renderWithApp(<TransactionHistory />, {
      values: [
        [$user, { username: 'abebe', phone: '0911000001', verified: true }],
        [$balance, { current_balance: 480, promo_balance: 0 }],
      ],
      handlers: [
        [fetchBalanceFx, async () => ({ current_balance: 480, promo_balance: 0 })],
        [loadBalanceChartFx, loadChart],
        [loadLedgerFx, loadLedger],
        [readKeptGameFx, () => ({ mode: 'manual', gameId: 'g-1', betAmount: 10, boards: [3, 7] })],
        [readServerGameFx, () => null],
      ],
    });
    const table = await screen.findByRole('table', { name: 'Transactions' });
    await waitFor(() => expect(table.querySelectorAll('tbody tr')).toHaveLength(2));
    const cells = [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(cells).toEqual([
      ['pending', 'Stake in a game in progress', '−20.00 pending', ''],
      ['23 Nov 2026, 12:00', 'Deposit', '+100.00', '500.00'],
    ]);
  });
});
