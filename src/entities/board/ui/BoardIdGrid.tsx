import { memo, useMemo } from 'react';
import { m, useLanguage } from '@/shared/i18n';
import * as css from './board-grid.css';

/** One board id of the grid; memoized, so a new board list re-renders only the ids whose state changed. */
const BoardIdCell = memo(function BoardIdCell({ id, isMine, isTaken, locked, onPick }: { id: number; isMine: boolean; isTaken: boolean; locked: boolean; onPick(id: number): void }) {
  useLanguage();
  return (
    <li className={css.item}>
      <button
        type="button"
        className={isMine ? `${css.cell} ${css.mine}` : css.cell}
        disabled={isMine || isTaken || locked}
        aria-label={isMine ? m.play_board_id_selected({ id }) : isTaken ? m.play_board_id_taken({ id }) : m.play_board({ id })}
        data-board={id}
        onClick={() => onPick(id)}
      >
        {id}
      </button>
    </li>
  );
});

/** Ids per block: a board list update compares the blocks, then the ids of the block that changed. */
const BLOCK = 20;

/**
 * A run of `BLOCK` ids of the grid (no element of its own: the ids stay items of the grid's list).
 * `states` has one letter per id, `m` mine, `t` taken by others, `-` free: memoized on it, so a
 * board taken or freed renders its block alone, not the 400 ids.
 */
const BoardIdBlock = memo(function BoardIdBlock({ ids, states, locked, onPick }: { ids: readonly number[]; states: string; locked: boolean; onPick(id: number): void }) {
  return ids.map((id, i) => <BoardIdCell key={id} id={id} isMine={states[i] === 'm'} isTaken={states[i] === 't'} locked={locked} onPick={onPick} />);
});

/**
 * The grid of every board id to pick from (spec §2.7, manual and scheduled): 10 columns on
 * extra-small and large screens, 12 on small and medium, each cell at least 44 px wide (a phone
 * narrower than 520 px gets the columns that fit: 7 at 360 px). The player's own picks and boards taken by
 * others are greyed and not clickable; each button is named "Board {id}" plus ", selected" or
 * ", taken". `locked` disables every board (e.g. while picks are re-synced after a reconnect).
 * `onPick` should be stable (e.g. an effector event from `useUnit`): a new function re-renders
 * every id. A change of `mine` or `taken` renders only the blocks of ids whose state changed.
 */
export function BoardIdGrid({ ids, mine, taken, locked = false, onPick }: { ids: number[]; mine: number[]; taken: number[]; locked?: boolean; onPick(id: number): void }) {
  const takenSet = useMemo(() => new Set(taken), [taken]);
  const blocks = useMemo(() => Array.from({ length: Math.ceil(ids.length / BLOCK) }, (_, b) => ids.slice(b * BLOCK, (b + 1) * BLOCK)), [ids]);
  useLanguage();
  return (
    <ul className={css.grid} aria-label={m.play_boards_label()}>
      {blocks.map((block) => (
        <BoardIdBlock key={block[0]} ids={block} states={block.map((id) => (mine.includes(id) ? 'm' : takenSet.has(id) ? 't' : '-')).join('')} locked={locked} onPick={onPick} />
      ))}
    </ul>
  );
}
