import { createWatch, type Store } from 'effector';
import { useProvidedScope } from 'effector-react';
import { memo, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { m, useLanguage } from '@/shared/i18n';
import * as css from './board-grid.css';

/**
 * The taken board ids as one subscription per id: a new board list notifies the ids whose state
 * changed (taken ↔ free), so a board taken by another player updates its own cell and nothing
 * else — not the grid, not the 400 ids.
 */
function createTakenBoards(initial: readonly number[]) {
  let taken = new Set(initial);
  const listeners = new Map<number, () => void>();
  return {
    has: (id: number) => taken.has(id),
    subscribe(id: number, listener: () => void) {
      listeners.set(id, listener);
      return () => {
        if (listeners.get(id) === listener) listeners.delete(id);
      };
    },
    /** Takes the server's list (duplicates and order do not matter) and tells the ids that changed. */
    set(ids: readonly number[]) {
      const before = taken;
      taken = new Set(ids);
      for (const id of taken) if (!before.has(id)) listeners.get(id)?.();
      for (const id of before) if (!taken.has(id)) listeners.get(id)?.();
    },
  };
}
type TakenBoards = ReturnType<typeof createTakenBoards>;

/** The state a board id shows: disabled when it is the player's, taken or locked; its name says which (spec §2.7). */
function cellState(id: number, isMine: boolean, isTaken: boolean, locked: boolean): { disabled: boolean; label: string } {
  return {
    disabled: isMine || isTaken || locked,
    label: isMine ? m.play_board_id_selected({ id }) : isTaken ? m.play_board_id_taken({ id }) : m.play_board({ id }),
  };
}

/**
 * One board id of the grid; memoized. It alone reads whether its board is taken, and a board taken
 * or freed is written to its button as it comes (disabled, name), without a React render: another
 * player's pick costs the one button's attributes, not a render and commit of the page's tree. A
 * render (the player's pick, the lock, the language) shows the same state from the same sources.
 */
const BoardIdCell = memo(function BoardIdCell({ id, isMine, taken, locked, onPick }: { id: number; isMine: boolean; taken: TakenBoards; locked: boolean; onPick(id: number): void }) {
  const button = useRef<HTMLButtonElement>(null);
  useLanguage();
  const { disabled, label } = cellState(id, isMine, taken.has(id), locked);
  // After every commit of this id (no deps): show the board list as it is now, React's attributes
  // being those of its last render, then follow the list with this render's pick, lock and language.
  useLayoutEffect(() => {
    const show = () => {
      const el = button.current;
      if (!el) return;
      const now = cellState(id, isMine, taken.has(id), locked);
      // written only when they differ: on the grid's first commit this runs for all 400 ids
      if (el.disabled !== now.disabled) el.disabled = now.disabled;
      if (el.getAttribute('aria-label') !== now.label) el.setAttribute('aria-label', now.label);
    };
    show();
    return taken.subscribe(id, show);
  });
  return (
    <div role="listitem">
      <button ref={button} type="button" className={isMine ? `${css.cell} ${css.mine}` : css.cell} disabled={disabled} aria-label={label} data-board={id} onClick={() => onPick(id)}>
        {id}
      </button>
    </div>
  );
});

/** Rows of ids per block: a block is whole rows of the grid, painted apart from the other blocks. */
const ROWS = 3;

/**
 * The columns the grid will show before it can be measured (board-grid.css's rules, the page's
 * 12 px padding): right on most screens, so the first render need not be redone.
 */
function expectedColumns(): number {
  if (typeof window === 'undefined') return 10;
  const width = window.innerWidth;
  if (width >= 1200 || (width >= 520 && width < 600)) return 10;
  if (width >= 600) return 12;
  return Math.max(1, Math.floor((width - 24 + 4) / 48));
}

/** The columns a block's grid shows (its resolved tracks), or null where it has no layout (tests). */
function measuredColumns(block: Element | null): number | null {
  if (!block) return null;
  const tracks = getComputedStyle(block).gridTemplateColumns.split(' ').filter((t) => t.endsWith('px')).length;
  return tracks > 0 ? tracks : null;
}

/**
 * Whole rows of ids of the grid, as one element whose layout and paint are contained: a board taken
 * or freed repaints its block, and the browser reuses the other blocks' paint as it is (one painted
 * piece per block, not per id). `mine` has one letter per id, `m` the player's pick, `-` not:
 * memoized on it, so a pick renders its block alone, not the 400 ids.
 */
const BoardIdBlock = memo(function BoardIdBlock({ ids, mine, taken, locked, onPick }: { ids: readonly number[]; mine: string; taken: TakenBoards; locked: boolean; onPick(id: number): void }) {
  return (
    <div className={css.block}>
      {ids.map((id, i) => (
        <BoardIdCell key={id} id={id} isMine={mine[i] === 'm'} taken={taken} locked={locked} onPick={onPick} />
      ))}
    </div>
  );
});

/**
 * The grid of every board id to pick from (spec §2.7, manual and scheduled): 10 columns on
 * extra-small and large screens, 12 on small and medium, each cell at least 44 px wide (a phone
 * narrower than 520 px gets the columns that fit: 7 at 360 px). The player's own picks (`mine`) and
 * boards taken by others (`taken`, the server's board list as a store) are greyed and not
 * clickable; each button is named "Board {id}" plus ", selected" or ", taken". `locked` disables
 * every board (e.g. while picks are re-synced after a reconnect). `onPick` should be stable (e.g.
 * an effector event from `useUnit`): a new function re-renders every id. The board list is read by
 * each id itself (in the provided scope): a board taken or freed updates that one id's button
 * without a React render; a change of `mine` renders only the block of the ids whose state changed.
 * The ids come in blocks of whole rows (`ROWS` rows of the columns shown), so the list is one
 * grid to the eye and to assistive technology (a list of 400 items).
 */
export function BoardIdGrid({ ids, mine, taken, locked = false, onPick }: { ids: number[]; mine: number[]; taken: Store<number[]>; locked?: boolean; onPick(id: number): void }) {
  const scope = useProvidedScope();
  const [takenBoards] = useState(() => createTakenBoards(scope ? scope.getState(taken) : taken.getState()));
  useLayoutEffect(() => {
    // what changed between the first render and now, then every board list from here on
    takenBoards.set(scope ? scope.getState(taken) : taken.getState());
    return createWatch({ unit: taken, fn: takenBoards.set, scope: scope ?? undefined });
  }, [takenBoards, taken, scope]);
  const [columns, setColumns] = useState(expectedColumns);
  const list = useRef<HTMLDivElement>(null);
  const measure = () => {
    const measured = measuredColumns(list.current?.firstElementChild ?? null);
    if (measured !== null) setColumns(measured);
  };
  // The blocks are whole rows: measured after every commit of the grid, before it is painted (e.g.
  // when the ids come after the grid opened), and again when the width changes.
  useLayoutEffect(measure);
  useLayoutEffect(() => {
    if (typeof ResizeObserver === 'undefined' || !list.current) return;
    const observer = new ResizeObserver(() => measure());
    observer.observe(list.current);
    return () => observer.disconnect();
  }, []);
  const size = columns * ROWS;
  const blocks = useMemo(() => Array.from({ length: Math.ceil(ids.length / size) }, (_, b) => ids.slice(b * size, (b + 1) * size)), [ids, size]);
  useLanguage();
  return (
    <div ref={list} role="list" className={css.grid} aria-label={m.play_boards_label()}>
      {blocks.map((block) => (
        <BoardIdBlock key={block[0]} ids={block} mine={block.map((id) => (mine.includes(id) ? 'm' : '-')).join('')} taken={takenBoards} locked={locked} onPick={onPick} />
      ))}
    </div>
  );
}
