import { Gift } from 'lucide-react';
import type { ReactNode } from 'react';
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

/**
 * A 5x5 board under B-I-N-G-O headers (spec §2.7, §2.9, §2.11). Colour is never the only cue:
 * marked, called and winning states are also in each cell's accessible name.
 */
export function BoardCard({ boardId, boardNumbers, freeLabel = 'gift', freeMarked = false, called, marked, winning, onCellClick, canMark, actions, title }: Props) {
  const cells = boardCells(boardNumbers);
  return (
    <section className={css.card} aria-label={title ?? `Board ${boardId}`}>
      <div className={css.head}>
        <strong>{title ?? `Board ${boardId}`}</strong>
        {actions}
      </div>
      <div className={css.grid} role="grid" aria-label={`Board ${boardId} numbers`}>
        {LETTERS.map((l) => (
          <div key={l} role="columnheader" className={`${css.letterBase} ${letterTone[l]}`}>
            {l}
          </div>
        ))}
        {cells.map((value, i) => {
          if (isFreeCell(i, value)) {
            return (
              <div key={i} role="gridcell" className={`${css.cell} ${freeMarked ? css.marked : css.free}`} aria-label={freeMarked ? 'Free cell, marked' : 'Free cell'}>
                {freeLabel === 'gift' ? <Gift aria-hidden="true" data-icon="gift" size={18} strokeWidth={2.25} /> : 'FREE'}
              </div>
            );
          }
          const n = value as number;
          const state = winning?.has(n) ? 'winning' : marked?.has(n) ? 'marked' : called?.has(n) ? 'called' : '';
          const cls = [css.cell, state === 'winning' ? css.winning : state === 'marked' ? css.marked : state === 'called' ? css.called : ''].join(' ');
          const name = `${n}${state ? `, ${state}` : ''}`;
          if (onCellClick) {
            const enabled = canMark ? canMark(n) : true;
            return (
              <button key={i} type="button" role="gridcell" className={cls} aria-label={name} aria-pressed={marked?.has(n) ?? false} disabled={!enabled} onClick={() => onCellClick(n)}>
                {n}
              </button>
            );
          }
          return (
            <div key={i} role="gridcell" className={cls} aria-label={name}>
              {n}
            </div>
          );
        })}
      </div>
    </section>
  );
}
