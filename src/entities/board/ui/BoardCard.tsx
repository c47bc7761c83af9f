import { Gift } from 'lucide-react';
import { memo, useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
import { boardCells, isFreeCell, LETTERS } from '@/shared/lib/bingo';
import { letterTone } from '@/shared/ui/theme';
import * as css from './board-card.css';

interface Props {
  boardId: number;
  /** Column-major board_numbers from the server (spec §3); transposed here for display. */
  boardNumbers: readonly (readonly (number | null)[])[];
  /** How the free centre shows: a gift icon in pickers (spec §2.7), "FREE" in winner views (§2.9). */
  freeLabel?: 'gift' | 'FREE';
  /** Shows the free centre as marked, in look and name (spec §2.10 "The centre cell is always marked"). */
  freeMarked?: boolean;
  called?: ReadonlySet<number>;
  marked?: ReadonlySet<number>;
  winning?: ReadonlySet<number>;
  /** When given, cells are buttons; a cell is enabled only when `canMark(number)` is true. */
  onCellClick?(number: number): void;
  canMark?(number: number): boolean;
  actions?: ReactNode;
  title?: string;
}

// one element for every render of every card: the free cell's icon is not rendered again
const giftIcon = <Gift aria-hidden="true" data-icon="gift" size={18} strokeWidth={2.25} />;

// the grid's five rows of numbers (cells in row-major order, see boardCells)
const ROWS = [0, 1, 2, 3, 4] as const;

type CellState = '' | 'called' | 'marked' | 'winning';
const stateClass = { '': '', called: css.called, marked: css.marked, winning: css.winning } as const;

/**
 * One numbered cell. Memoized on primitive props, so a call re-renders only the cells whose state
 * changed; `onClick` is the card's stable dispatcher (absent: a plain cell).
 */
const NumberCell = memo(function NumberCell({ n, state, pressed, enabled, onClick }: { n: number; state: CellState; pressed: boolean; enabled: boolean; onClick?: (n: number) => void }) {
  const cls = `${css.cell} ${stateClass[state]}`;
  const name = `${n}${state ? `, ${state}` : ''}`;
  if (onClick) {
    return (
      <button type="button" role="gridcell" className={cls} aria-label={name} aria-selected={pressed} disabled={!enabled} onClick={() => onClick(n)}>
        {n}
      </button>
    );
  }
  return (
    <div role="gridcell" className={cls} aria-label={name}>
      {n}
    </div>
  );
});

/**
 * A 5x5 board under B-I-N-G-O headers (spec §2.7, §2.9, §2.11), an ARIA grid of a header row and
 * five rows of cells (a marked cell is `aria-selected`). Colour is never the only cue: marked,
 * called and winning states are also in each cell's accessible name. Cells re-render only
 * when their own state changes (a call touches one cell per board at most).
 */
export function BoardCard({ boardId, boardNumbers, freeLabel = 'gift', freeMarked = false, called, marked, winning, onCellClick, canMark, actions, title }: Props) {
  const cells = boardCells(boardNumbers);
  // the latest handler, behind one stable function, so a new closure each render re-renders no cell
  const handler = useRef(onCellClick);
  useLayoutEffect(() => {
    handler.current = onCellClick;
  });
  const dispatch = useCallback((n: number) => handler.current?.(n), []);
  return (
    <section className={css.card} aria-label={title ?? `Board ${boardId}`}>
      <div className={css.head}>
        <strong>{title ?? `Board ${boardId}`}</strong>
        {actions}
      </div>
      <div className={css.grid} role="grid" aria-label={`Board ${boardId} numbers`}>
        <div role="row" className={css.row}>
          {LETTERS.map((l) => (
            <div key={l} role="columnheader" className={`${css.letterBase} ${letterTone[l]}`}>
              {l}
            </div>
          ))}
        </div>
        {ROWS.map((row) => (
          <div key={row} role="row" className={css.row}>
            {cells.slice(row * 5, row * 5 + 5).map((value, col) => {
              const i = row * 5 + col;
              if (isFreeCell(i, value)) {
                return (
                  <div key={i} role="gridcell" className={`${css.cell} ${freeMarked ? css.marked : css.free}`} aria-label={freeMarked ? 'Free cell, marked' : 'Free cell'}>
                    {freeLabel === 'gift' ? giftIcon : 'FREE'}
                  </div>
                );
              }
              const n = value as number;
              const state: CellState = winning?.has(n) ? 'winning' : marked?.has(n) ? 'marked' : called?.has(n) ? 'called' : '';
              const enabled = onCellClick ? (canMark ? canMark(n) : true) : false;
              return <NumberCell key={i} n={n} state={state} pressed={marked?.has(n) ?? false} enabled={enabled} onClick={onCellClick ? dispatch : undefined} />;
            })}
          </div>
        ))}
      </div>
    </section>
  );
}

/**
 * The place of a board whose numbers are still loading: the card's frame and grid at their final
 * size, cells empty, so the screen does not move when the numbers arrive (spec §2.9, §2.10).
 */
export function BoardPlaceholder({ boardId }: { boardId: number }) {
  return (
    <section className={css.card} aria-label={`Board ${boardId}`} aria-busy="true">
      <div className={css.head}>
        <strong>Board {boardId}</strong>
      </div>
      <div className={css.grid} aria-hidden="true">
        {Array.from({ length: 30 }, (_, i) => (
          // a header cell holds a line of text, as B-I-N-G-O does
          <div key={i} className={i < 5 ? css.letterBase : css.cell}>
            {i < 5 ? '\u00a0' : null}
          </div>
        ))}
      </div>
    </section>
  );
}
