import { act, render, screen } from '@testing-library/react';
import { allSettled, createEvent, createStore, fork } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, test, vi } from 'vitest';
import { countRenders } from '@tests/setup/react-renders';
import { BoardIdGrid } from './BoardIdGrid';

const ids = Array.from({ length: 400 }, (_, i) => i + 1);
const listSent = createEvent<number[]>();
const $taken = createStore<number[]>([]).on(listSent, (_, list) => list);

describe('the board id grid with 400 boards (spec §2.7)', () => {
  test('a board taken or freed by another player renders its own id again and nothing else: not the grid, not the other ids', async () => {
    const scope = fork();
    const onPick = vi.fn();
    const grid = (mine: number[]) => (
      <Provider value={scope}>
        <BoardIdGrid ids={ids} mine={mine} taken={$taken} onPick={onPick} />
      </Provider>
    );
    const { rerender } = render(grid([7]));
    expect(screen.getAllByRole('button')).toHaveLength(400);
    const taking = await countRenders(() => act(() => allSettled(listSent, { scope, params: [250] })));
    expect(screen.getByRole('button', { name: 'Board 250, taken' })).toHaveProperty('disabled', true);
    expect(taking).toEqual({ BoardIdCell: 1 });
    const freeing = await countRenders(() => act(() => allSettled(listSent, { scope, params: [] })));
    expect(freeing).toEqual({ BoardIdCell: 1 });
    expect(screen.getByRole('button', { name: 'Board 250' })).toHaveProperty('disabled', false);
    // the player's own pick stays as it was
    expect(screen.getByRole('button', { name: 'Board 7, selected' })).toHaveProperty('disabled', true);
    // the player's own pick compares the ids of its block and renders the one that changed
    const picking = await countRenders(() => act(() => rerender(grid([7, 8]))));
    expect(picking.BoardIdCell).toBe(1);
    expect(picking.BoardIdBlock).toBe(1);
    expect(screen.getByRole('button', { name: 'Board 8, selected' })).toHaveProperty('disabled', true);
  });

  test('the grid opens with the board list its scope holds; a list naming an id twice takes it once', async () => {
    const scope = fork({ values: [[$taken, [3]]] });
    render(
      <Provider value={scope}>
        <BoardIdGrid ids={ids.slice(0, 20)} mine={[]} taken={$taken} onPick={vi.fn()} />
      </Provider>,
    );
    expect(screen.getByRole('button', { name: 'Board 3, taken' })).toHaveProperty('disabled', true);
    await act(() => allSettled(listSent, { scope, params: [3, 3, 4] }));
    expect(screen.getByRole('button', { name: 'Board 4, taken' })).toHaveProperty('disabled', true);
    await act(() => allSettled(listSent, { scope, params: [4] }));
    expect(screen.getByRole('button', { name: 'Board 3' })).toHaveProperty('disabled', false);
  });
});
