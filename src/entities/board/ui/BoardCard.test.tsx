import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, createEvent, createStore } from 'effector';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { languageChosen } from '@/shared/i18n';
import { renderWithApp } from '@tests/setup/render-with-app';
import { BoardCard, moveOnGrid } from './BoardCard';
import { MarkableBoard } from './PlayBoards';

// column-major, as the server sends it: column c holds c*15+1 … c*15+5, the centre free
const numbers = [0, 1, 2, 3, 4].map((c) => [1, 2, 3, 4, 5].map((r) => (c === 2 && r === 3 ? 0 : c * 15 + r)));

// a game's calls and marks, as the game-play core keeps them (each test sets the calls through fork)
const cellMarked = createEvent<{ boardId: number; number: number }>();
const $called = createStore<ReadonlySet<number>>(new Set());
const $marks = createStore<Record<number, number[]>>({}).on(cellMarked, (marks, { boardId, number }) => ({ ...marks, [boardId]: [...(marks[boardId] ?? []), number] }));

function Playable() {
  const mark = useUnit(cellMarked);
  return (
    <>
      <MarkableBoard boardId={7} boardNumbers={numbers} $called={$called} $marks={$marks} onMark={mark} />
      <button type="button">ቢንጎ!</button>
    </>
  );
}
const playable = (called: number[]) => renderWithApp(<Playable />, { values: [[$called, new Set(called)]] });

describe('keyboard play on a board', () => {
  test('moves on the 5×5 grid: arrows stop at the edges, Home/End go to the row ends', () => {
    expect(moveOnGrid(0, 'ArrowRight')).toBe(1);
    expect(moveOnGrid(4, 'ArrowRight')).toBe(4);
    expect(moveOnGrid(0, 'ArrowUp')).toBe(0);
    expect(moveOnGrid(7, 'ArrowDown')).toBe(12);
    expect(moveOnGrid(24, 'ArrowDown')).toBe(24);
    expect(moveOnGrid(13, 'Home')).toBe(10);
    expect(moveOnGrid(13, 'End')).toBe(14);
    expect(moveOnGrid(13, 'a')).toBeNull();
  });

  test('one Tab stop per board; arrows move the focus, Space and Enter mark a called number; the next Tab reaches the bingo button', async () => {
    const user = userEvent.setup();
    playable([1, 16, 2]);
    const grid = screen.getByRole('grid', { name: 'Board 7 numbers' });
    await user.tab();
    expect(document.activeElement).toBe(within(grid).getByRole('gridcell', { name: '1, called' }));
    await user.keyboard('{Enter}');
    expect(within(grid).getByRole('gridcell', { name: '1, marked' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(within(grid).getByRole('gridcell', { name: '16, called' }));
    await user.keyboard(' ');
    expect(within(grid).getByRole('gridcell', { name: '16, marked' })).toBeTruthy();
    // an uncalled number is focusable for the arrows but cannot be marked
    await user.keyboard('{ArrowRight}{Enter}');
    expect(document.activeElement).toBe(within(grid).getByRole('gridcell', { name: '31' }));
    expect(within(grid).getByRole('gridcell', { name: '31' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(grid).getByRole('gridcell', { name: '31' }).getAttribute('aria-selected')).toBe('false');
    await user.keyboard('{ArrowDown}{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(within(grid).getByRole('gridcell', { name: '2, called' }));
    // every other cell is out of the Tab order: one Tab leaves the board for its bingo button
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'ቢንጎ!' }));
  });

  test('a tap on a number that is not called does nothing', () => {
    playable([]);
    fireEvent.click(screen.getByRole('gridcell', { name: '1' }));
    expect(screen.getByRole('gridcell', { name: '1' }).getAttribute('aria-selected')).toBe('false');
  });

  test('cell names and the free cell in Amharic and English', async () => {
    const { scope } = playable([1]);
    await act(() => allSettled(languageChosen, { scope, params: 'am' }));
    expect(screen.getByRole('grid', { name: 'የካርቴላ 7 ቁጥሮች' })).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: '1፣ ተጠርቷል' })).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: 'ነጻ ሳጥን' })).toBeTruthy();
    await act(() => allSettled(languageChosen, { scope, params: 'en' }));
    expect(screen.getByRole('region', { name: 'Board 7' })).toBeTruthy();
  });
});

test('the free centre has one look on every board: FREE on the same tone, live or not, marked or not, won or not', () => {
  renderWithApp(
    <>
      <BoardCard boardId={1} boardNumbers={numbers} />
      <BoardCard boardId={2} boardNumbers={numbers} called={new Set([1])} winning={new Set([1])} />
      <BoardCard boardId={3} boardNumbers={numbers} freeMarked onCellClick={() => undefined} />
      <MarkableBoard boardId={4} boardNumbers={numbers} $called={$called} $marks={$marks} onMark={() => undefined} />
    </>,
    { values: [[$called, new Set<number>()]] },
  );
  const centres = screen.getAllByRole('gridcell', { name: /^Free cell/ });
  expect(centres).toHaveLength(4);
  expect(centres.map((c) => c.textContent)).toEqual(['FREE', 'FREE', 'FREE', 'FREE']);
  expect(centres.some((c) => c.querySelector('svg'))).toBe(false);
  // the marked centre adds the tick class to the same classes
  const plain = centres[0].className;
  expect(centres.map((c) => c.className.startsWith(plain))).toEqual([true, true, true, true]);
});

describe('play aids on a board', () => {
  test('"N to go" in the header, the best board framed and named; in Amharic "N ቀረው"', async () => {
    const { scope } = renderWithApp(
      <>
        <MarkableBoard boardId={3} boardNumbers={numbers} $called={$called} $marks={$marks} onMark={() => undefined} toGo={2} best />
        <MarkableBoard boardId={4} boardNumbers={numbers} $called={$called} $marks={$marks} onMark={() => undefined} toGo={4} best={false} />
        <MarkableBoard boardId={5} boardNumbers={numbers} $called={$called} $marks={$marks} onMark={() => undefined} />
      </>,
    );
    const [three, four, five] = [3, 4, 5].map((id) => screen.getByRole('region', { name: `Board ${id}` }));
    expect(within(three).getByTestId('to-go').textContent).toBe('2 to go');
    expect(within(three).getByText('Best board')).toBeTruthy();
    expect(within(four).getByTestId('to-go').textContent).toBe('4 to go');
    expect(within(four).queryByText('Best board')).toBeNull();
    expect(within(five).queryByTestId('to-go')).toBeNull();
    await act(() => allSettled(languageChosen, { scope, params: 'am' }));
    expect(screen.getAllByTestId('to-go').map((chip) => chip.textContent)).toEqual(['2 ቀረው', '4 ቀረው']);
  });
});

describe('what a call redraws on a board', () => {
  test('a board becoming the best one keeps its cells (only its frame and chip change)', () => {
    function Framed() {
      const [best, setBest] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setBest((b) => !b)}>
            switch
          </button>
          <MarkableBoard boardId={3} boardNumbers={numbers} $called={$called} $marks={$marks} onMark={() => undefined} toGo={3} best={best} />
        </>
      );
    }
    renderWithApp(<Framed />);
    const grid = screen.getByRole('grid', { name: 'Board 3 numbers' });
    fireEvent.click(screen.getByRole('button', { name: 'switch' }));
    expect(screen.getByText('Best board')).toBeTruthy();
    // the same grid element: the board's cells were not built again
    expect(screen.getByRole('grid', { name: 'Board 3 numbers' })).toBe(grid);
    fireEvent.click(screen.getByRole('button', { name: 'switch' }));
    expect(screen.queryByText('Best board')).toBeNull();
    expect(screen.getByRole('grid', { name: 'Board 3 numbers' })).toBe(grid);
  });
});
