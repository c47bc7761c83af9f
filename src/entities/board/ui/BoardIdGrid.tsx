import * as css from './board-grid.css';

/**
 * The grid of every board id to pick from (spec §2.7, manual and scheduled): 10 columns on
 * extra-small and large screens, 12 on small and medium. The player's own picks and boards taken by
 * others are greyed and not clickable; each button is named "Board {id}" plus ", selected" or
 * ", taken". `locked` disables every board (e.g. while picks are re-synced after a reconnect).
 */
export function BoardIdGrid({ ids, mine, taken, locked = false, onPick }: { ids: number[]; mine: number[]; taken: number[]; locked?: boolean; onPick(id: number): void }) {
  return (
    <ul className={css.grid} aria-label="Boards">
      {ids.map((id) => {
        const isMine = mine.includes(id);
        const isTaken = taken.includes(id);
        return (
          <li key={id}>
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
      })}
    </ul>
  );
}
