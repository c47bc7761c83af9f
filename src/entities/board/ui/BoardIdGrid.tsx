import { memo, useMemo } from 'react';
import * as css from './board-grid.css';

/** One board id of the grid; memoized, so a new board list re-renders only the ids whose state changed. */
const BoardIdCell = memo(function BoardIdCell({ id, isMine, isTaken, locked, onPick }: { id: number; isMine: boolean; isTaken: boolean; locked: boolean; onPick(id: number): void }) {
  return (
    <li>
      <button
        type="button"
        className={isMine ? `${css.cell} ${css.mine}` : css.cell}
        disabled={isMine || isTaken || locked}
        aria-label={`Board ${id}${isMine ? ', selected' : isTaken ? ', taken' : ''}`}
        data-board={id}
        onClick={() => onPick(id)}
      >
        {id}
      </button>
    </li>
  );
});

/**
 * The grid of every board id to pick from (spec §2.7, manual and scheduled): 10 columns on
 * extra-small and large screens, 12 on small and medium. The player's own picks and boards taken by
 * others are greyed and not clickable; each button is named "Board {id}" plus ", selected" or
 * ", taken". `locked` disables every board (e.g. while picks are re-synced after a reconnect).
 * `onPick` should be stable (e.g. an effector event from `useUnit`): a new function re-renders
 * every id.
 */
export function BoardIdGrid({ ids, mine, taken, locked = false, onPick }: { ids: number[]; mine: number[]; taken: number[]; locked?: boolean; onPick(id: number): void }) {
  const takenSet = useMemo(() => new Set(taken), [taken]);
  return (
    <ul className={css.grid} aria-label="Boards">
      {ids.map((id) => (
        <BoardIdCell key={id} id={id} isMine={mine.includes(id)} isTaken={takenSet.has(id)} locked={locked} onPick={onPick} />
      ))}
    </ul>
  );
}
