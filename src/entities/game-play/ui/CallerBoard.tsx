import { memo, useMemo } from 'react';
import { m, useLanguage } from '@/shared/i18n';
import { LETTERS, letterOf, letterRange, type BoardCell, type PatternId } from '@/shared/lib/bingo';
import { letterTone } from '@/shared/ui/theme';
import { oneToGoNumbers } from '../lib/one-to-go';
import * as css from './caller-board.css';

type CellState = keyof typeof css.cell;

/** One number of the board; `label` is what assistive technology reads when it says more than the number. */
const Cell = memo(function Cell({ number, state, label }: { number: number; state: CellState; label: string | null }) {
  const lit = state === 'called' || state === 'latest';
  return (
    <td className={lit ? `${css.cell[state]} ${letterTone[letterOf(number)]}` : css.cell[state]} data-state={state === 'open' ? undefined : state}>
      {label === null ? (
        number
      ) : (
        <>
          <span aria-hidden="true">{number}</span>
          <span className="visually-hidden">{label}</span>
        </>
      )}
    </td>
  );
});

/**
 * The caller board (spec §2 "all 75 at a glance"; the "1 to go" outline is ours): a table of the 75
 * numbers in five rows B 1-15 … O 61-75, each under its letter as a row header; the called numbers
 * lit in their letter's colour, the latest ringed, and the numbers that would complete one of the
 * player's boards one short of the pattern (`oneToGoNumbers`) outlined. Each state is also said in
 * words ("12, called", "47, called, latest", "61, 1 to go"). Its size never changes with a call.
 * @param p.called the numbers called so far; `latest` the last one
 * @param p.boards the player's boards' server `board_numbers` (null while one loads)
 * @param p.pattern the stake's pattern or the game's pattern cells (none: no outline)
 */
export function CallerBoard({ called, latest, boards, pattern }: {
  called: ReadonlySet<number>;
  latest: number | undefined;
  boards: readonly (readonly (readonly BoardCell[])[] | null | undefined)[];
  pattern: PatternId | readonly number[] | null | undefined;
}) {
  useLanguage();
  const oneToGo = useMemo(() => oneToGoNumbers(boards, called, pattern), [boards, called, pattern]);
  const stateOf = (n: number): CellState => (n === latest ? 'latest' : called.has(n) ? 'called' : oneToGo.has(n) ? 'oneToGo' : 'open');
  const labels: Record<CellState, (n: number) => string | null> = {
    open: () => null,
    called: (number) => m.play_cell_called({ number }),
    latest: (number) => m.play_caller_latest({ number }),
    oneToGo: (number) => m.play_caller_one_to_go({ number }),
  };
  return (
    <table className={css.table}>
      <caption className={css.caption}>{m.play_caller_board()}</caption>
      <tbody>
        {LETTERS.map((letter) => {
          const [min] = letterRange(letter);
          return (
            <tr key={letter}>
              <th scope="row" className={`${css.letter} ${letterTone[letter]}`}>
                {letter}
              </th>
              {Array.from({ length: 15 }, (_, i) => {
                const n = min + i;
                const state = stateOf(n);
                return <Cell key={n} number={n} state={state} label={labels[state](n)} />;
              })}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
