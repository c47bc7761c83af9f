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
    <li className={css.item}>
      <button ref={button} type="button" className={isMine ? `${css.cell} ${css.mine}` : css.cell} disabled={disabled} aria-label={label} data-board={id} onClick={() => onPick(id)}>
        {id}
      </button>
    </li>
  );
});

/** Ids per block: the player's own pick compares the blocks, then the ids of the block that changed. */
const BLOCK = 20;

/**
 * A run of `BLOCK` ids of the grid (no element of its own: the ids stay items of the grid's list).
 * `mine` has one letter per id, `m` the player's pick, `-` not: memoized on it, so a pick renders
 * its block alone, not the 400 ids.
 */
const BoardIdBlock = memo(function BoardIdBlock({ ids, mine, taken, locked, onPick }: { ids: readonly number[]; mine: string; taken: TakenBoards; locked: boolean; onPick(id: number): void }) {
  return ids.map((id, i) => <BoardIdCell key={id} id={id} isMine={mine[i] === 'm'} taken={taken} locked={locked} onPick={onPick} />);
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
 */
export function BoardIdGrid({ ids, mine, taken, locked = false, onPick }: { ids: number[]; mine: number[]; taken: Store<number[]>; locked?: boolean; onPick(id: number): void }) {
  const scope = useProvidedScope();
  const [takenBoards] = useState(() => createTakenBoards(scope ? scope.getState(taken) : taken.getState()));
  useLayoutEffect(() => {
    // what changed between the first render and now, then every board list from here on
    takenBoards.set(scope ? scope.getState(taken) : taken.getState());
    return createWatch({ unit: taken, fn: takenBoards.set, scope: scope ?? undefined });
  }, [takenBoards, taken, scope]);
  const blocks = useMemo(() => Array.from({ length: Math.ceil(ids.length / BLOCK) }, (_, b) => ids.slice(b * BLOCK, (b + 1) * BLOCK)), [ids]);
  useLanguage();
  return (
    <ul className={css.grid} aria-label={m.play_boards_label()}>
      {blocks.map((block) => (
        <BoardIdBlock key={block[0]} ids={block} mine={block.map((id) => (mine.includes(id) ? 'm' : '-')).join('')} taken={takenBoards} locked={locked} onPick={onPick} />
      ))}
    </ul>
  );
}
