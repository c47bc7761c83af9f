import { act, render, screen, within } from '@testing-library/react';
import { allSettled, createEvent, createStore, fork } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, test, vi } from 'vitest';
import { countRenders } from '@tests/setup/react-renders';
import { BoardIdGrid } from './BoardIdGrid';

const ids = Array.from({ length: 400 }, (_, i) => i + 1);
const listSent = createEvent<number[]>();
const $taken = createStore<number[]>([]).on(listSent, (_, list) => list);

describe('the board id grid with 400 boards (spec §2.7)', () => {
  test('a board taken or freed by another player updates its own id and renders nothing: not the grid, not the ids', async () => {
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
    expect(taking).toEqual({});
    const freeing = await countRenders(() => act(() => allSettled(listSent, { scope, params: [] })));
    expect(freeing).toEqual({});
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

  test('a lock or a pick rendered after boards were taken and freed shows the state of now', async () => {
    const scope = fork();
    const grid = (mine: number[], locked: boolean) => (
      <Provider value={scope}>
        <BoardIdGrid ids={ids.slice(0, 20)} mine={mine} taken={$taken} locked={locked} onPick={vi.fn()} />
      </Provider>
    );
    const { rerender } = render(grid([], false));
    await act(() => allSettled(listSent, { scope, params: [5] }));
    await act(() => allSettled(listSent, { scope, params: [] }));
    // the id's last render had it free and unlocked; the lock must disable it, the unlock free it again
    act(() => rerender(grid([], true)));
    expect(screen.getByRole('button', { name: 'Board 5' })).toHaveProperty('disabled', true);
    act(() => rerender(grid([], false)));
    expect(screen.getByRole('button', { name: 'Board 5' })).toHaveProperty('disabled', false);
    // taken while the grid is locked, then unlocked: still taken
    act(() => rerender(grid([], true)));
    await act(() => allSettled(listSent, { scope, params: [5] }));
    act(() => rerender(grid([], false)));
    expect(screen.getByRole('button', { name: 'Board 5, taken' })).toHaveProperty('disabled', true);
    // freed, then picked by the player: selected, not taken
    await act(() => allSettled(listSent, { scope, params: [] }));
    act(() => rerender(grid([5], false)));
    expect(screen.getByRole('button', { name: 'Board 5, selected' })).toHaveProperty('disabled', true);
  });

  test('the ids come in blocks of whole rows (three rows of the columns the grid shows, also when they come after it opened), one list of 400 items', () => {
    // the grid as a 360 px phone lays it out: 8 columns of 44 px
    const original = window.getComputedStyle.bind(window);
    const eight = Array(8).fill('44px').join(' ');
    const columns = vi.spyOn(window, 'getComputedStyle').mockImplementation((el, pseudo) => {
      const style = original(el, pseudo);
      if (el.parentElement?.getAttribute('role') !== 'list') return style;
      return new Proxy(style, {
        get(target, key) {
          if (key === 'gridTemplateColumns') return eight;
          const value: unknown = Reflect.get(target, key, target);
          return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
        },
      });
    });
    try {
      const grid = (shown: number[]) => (
        <Provider value={fork()}>
          <BoardIdGrid ids={shown} mine={[]} taken={$taken} onPick={vi.fn()} />
        </Provider>
      );
      // the grid opens before the board ids have come
      const { rerender } = render(grid([]));
      rerender(grid(ids));
      const list = screen.getByRole('list', { name: 'Boards' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(400);
      expect([...list.children].map((block) => block.children.length)).toEqual([...Array<number>(16).fill(24), 16]);
      expect(within(list.children[1] as HTMLElement).getAllByRole('button')[0]).toHaveProperty('textContent', '25');
    } finally {
      columns.mockRestore();
    }
  });
});
