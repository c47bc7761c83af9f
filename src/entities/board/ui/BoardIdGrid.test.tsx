import { act, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { countRenders, countVisits } from '@tests/setup/react-renders';
import { BoardIdGrid } from './BoardIdGrid';

const ids = Array.from({ length: 400 }, (_, i) => i + 1);

describe('the board id grid with 400 boards (spec §2.7)', () => {
  test('a board taken or freed by another player renders its own id again and compares only the ids of its block, not the 400', async () => {
    const onPick = vi.fn();
    const grid = (taken: number[]) => <BoardIdGrid ids={ids} mine={[7]} taken={taken} onPick={onPick} />;
    const { rerender } = render(grid([]));
    expect(screen.getAllByRole('button')).toHaveLength(400);
    const taking = await countVisits(() => act(() => rerender(grid([250]))));
    expect(screen.getByRole('button', { name: 'Board 250, taken' })).toHaveProperty('disabled', true);
    expect(taking.BoardIdCell).toBeLessThanOrEqual(20);
    const freeing = await countRenders(() => act(() => rerender(grid([]))));
    expect(freeing.BoardIdCell).toBe(1);
    expect(screen.getByRole('button', { name: 'Board 250' })).toHaveProperty('disabled', false);
    // the player's own pick stays as it was
    expect(screen.getByRole('button', { name: 'Board 7, selected' })).toHaveProperty('disabled', true);
  });
});
