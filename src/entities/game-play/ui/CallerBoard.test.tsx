import { act, render, screen, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { expect, test } from 'vitest';
import { languageChosen } from '@/shared/i18n';
import { letterTone } from '@/shared/ui/theme';
import { CallerBoard } from './CallerBoard';

// column-major: display row 0 is 1 16 31 46 61 (centre free)
const board = [0, 1, 2, 3, 4].map((c) => [1, 2, 3, 4, 5].map((r) => c * 15 + r));
board[2][2] = 0;

const renderBoard = (called: number[], scope = fork()) =>
  render(
    <Provider value={scope}>
      <CallerBoard called={new Set(called)} latest={called.at(-1)} boards={[board]} pattern="oneLine" />
    </Provider>,
  );

test('a table of the 75 numbers: five rows under their letters as row headers, 15 numbers each', () => {
  renderBoard([]);
  const table = screen.getByRole('table', { name: 'Caller board' });
  const rows = within(table).getAllByRole('row');
  expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['B', 'I', 'N', 'G', 'O']);
  expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => Number(c.textContent)))).toEqual(
    [0, 1, 2, 3, 4].map((row) => Array.from({ length: 15 }, (_, i) => row * 15 + i + 1)),
  );
  expect(within(rows[0]).getByRole('rowheader').getAttribute('scope')).toBe('row');
});

test('called numbers lit in their letter\'s colour and said "called", the latest ringed and said "latest", a number a board needs to win said "1 to go"', async () => {
  const scope = fork();
  renderBoard([1, 16, 31, 46], scope);
  const table = screen.getByRole('table', { name: 'Caller board' });
  const cell = (name: string) => within(table).getByRole('cell', { name });
  for (const n of [1, 16, 31]) expect(cell(`${n}, called`).getAttribute('data-state')).toBe('called');
  expect(cell('1, called').className).toContain(letterTone.B);
  expect(cell('46, called, latest').getAttribute('data-state')).toBe('latest');
  expect(cell('46, called, latest').className).toContain(letterTone.G);
  // board row 0 is one short: 61 completes it
  expect(cell('61, 1 to go').getAttribute('data-state')).toBe('oneToGo');
  expect(within(table).getByRole('cell', { name: '2' }).hasAttribute('data-state')).toBe(false);
  expect(table.querySelectorAll('td[data-state]')).toHaveLength(5);
  await act(() => allSettled(languageChosen, { scope, params: 'am' }));
  expect(screen.getByRole('table', { name: 'የጥሪ ሰሌዳ' })).toBeTruthy();
  expect(within(table).getByRole('cell', { name: '61፣ 1 ቀረው' })).toBeTruthy();
});
