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

/**
 * The grid of every board id to pick from (spec §2.7, manual and scheduled): 10 columns on
 * extra-small and large screens, 12 on small and medium, each cell at least 44 px wide (a phone
 * narrower than 520 px gets the columns that fit: 7 at 360 px). The player's own picks and boards taken by
 * others are greyed and not clickable; each button is named "Board {id}" plus ", selected" or
 * ", taken". `locked` disables every board (e.g. while picks are re-synced after a reconnect).
 * `onPick` should be stable (e.g. an effector event from `useUnit`): a new function re-renders
 * every id.
 */
export function BoardIdGrid({ ids, mine, taken, locked = false, onPick }: { ids: number[]; mine: number[]; taken: number[]; locked?: boolean; onPick(id: number): void }) {
  const takenSet = useMemo(() => new Set(taken), [taken]);
  useLanguage();
  return (
    <ul className={css.grid} aria-label={m.play_boards_label()}>
      {ids.map((id) => (
        <BoardIdCell key={id} id={id} isMine={mine.includes(id)} isTaken={takenSet.has(id)} locked={locked} onPick={onPick} />
      ))}
    </ul>
  );
}
