import { createWatch, type Store } from 'effector';
import { useProvidedScope } from 'effector-react';
import { memo, useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { m, useLanguage } from '@/shared/i18n';
import { boardCells, isFreeCell, LETTERS } from '@/shared/lib/bingo';
import { letterTone } from '@/shared/ui/theme';
import * as css from './board-card.css';

interface Props {
  boardId: number;
  /** Column-major board_numbers from the server (spec §3); transposed here for display. */
  boardNumbers: readonly (readonly (number | null)[])[];
  /** Names the free centre as marked and gives it the marked tick (spec §2.10 "The centre cell is always marked"). */
  freeMarked?: boolean;
  called?: ReadonlySet<number>;
  marked?: ReadonlySet<number>;
  winning?: ReadonlySet<number>;
  /**
   * A board in play: each cell reads its own state from these stores (`called`, `marked` and
   * `canMark` are then not used), so a call re-renders the called number's cell, not the card.
   */
  live?: LiveCells;
  /** When given, cells are buttons; a cell is enabled only when `canMark(number)` is true (live: called and not marked). */
  onCellClick?(number: number): void;
  canMark?(number: number): boolean;
  actions?: ReactNode;
  title?: string;
}

/**
 * The free centre (the 13th cell, index 12) of every board — live, picked, winner, history — in one
 * look: the word FREE on the free tone (spec §2.9, §2.11 "the centre shown as FREE"; ours for the
 * pickers, where §2.7 draws a gift). A centre that counts as marked (spec §2.10) says so in its name
 * and carries the marked cells' tick.
 */
function FreeCell({ marked, tabbable, cellIndex }: { marked: boolean; tabbable: boolean | undefined; cellIndex: number | undefined }) {
  return (
    <div
      role="gridcell"
      className={`${css.cell} ${css.free}${marked ? ` ${css.freeMarked}` : ''}`}
      aria-label={marked ? m.play_free_cell_marked() : m.play_free_cell()}
      tabIndex={tabbable === undefined ? undefined : tabbable ? 0 : -1}
      data-cell={cellIndex}
    >
      {m.play_free()}
    </div>
  );
}

// the grid's five rows of numbers (cells in row-major order, see boardCells)
const ROWS = [0, 1, 2, 3, 4] as const;

type CellState = '' | 'called' | 'marked' | 'winning';
const stateClass = { '': '', called: css.called, marked: css.marked, winning: css.winning } as const;
const stateName: Record<Exclude<CellState, ''>, (inputs: { number: number }) => string> = {
  called: m.play_cell_called,
  marked: m.play_cell_marked,
  winning: m.play_cell_winning,
};

/**
 * One numbered cell. Memoized on primitive props, so a call re-renders only the cells whose state
 * changed; `onClick` is the card's stable dispatcher (absent: a plain cell). A markable board's
 * cells are one Tab stop (`tabbable` on the active cell only, arrows move; see BoardCard); a cell
 * that cannot be marked yet stays focusable (`aria-disabled`) so the arrows can cross it.
 */
const NumberCell = memo(function NumberCell({ n, index, name, state, pressed, enabled, tabbable, onClick }: { n: number; index: number; name: string; state: CellState; pressed: boolean; enabled: boolean; tabbable: boolean; onClick?: (n: number) => void }) {
  if (onClick) {
    // a called number the player may still mark is a call to tap, not an error: not the red of a finished board
    const cls = `${css.cell} ${state === 'called' ? css.callable : stateClass[state]}`;
    return (
      <button
        type="button"
        role="gridcell"
        className={cls}
        aria-label={name}
        aria-selected={pressed}
        aria-disabled={!enabled}
        tabIndex={tabbable ? 0 : -1}
        data-cell={index}
        onClick={() => enabled && onClick(n)}
      >
        {n}
      </button>
    );
  }
  return (
    <div role="gridcell" className={`${css.cell} ${stateClass[state]}`} aria-label={name}>
      {n}
    </div>
  );
});

/** Where the cells of a board in play read their state: the numbers called, the marks by board id. */
export interface LiveCells {
  boardId: number;
  $called: Store<ReadonlySet<number>>;
  $marks: Store<Readonly<Record<number, readonly number[]>>>;
}

/**
 * The state of number `n` on a board in play, read from the live stores of the screen's scope:
 * one subscription to both stores, and a string as the snapshot, so the cell renders again only
 * when its own state changes (React's `useSyncExternalStore`; `useStoreMap` would add a selector
 * layer and, on the login page's chunk, its code).
 */
function useLiveCellState(live: LiveCells, n: number): Exclude<CellState, 'winning'> {
  const scope = useProvidedScope();
  const { boardId, $called, $marks } = live;
  const subscribe = useCallback((changed: () => void) => createWatch({ unit: [$called, $marks] as Store<unknown>[], fn: changed, scope: scope ?? undefined }), [$called, $marks, scope]);
  const read = useCallback(() => {
    const marks = scope ? scope.getState($marks) : $marks.getState();
    if (marks[boardId]?.includes(n)) return 'marked';
    return (scope ? scope.getState($called) : $called.getState()).has(n) ? 'called' : '';
  }, [$called, $marks, boardId, n, scope]);
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * A cell of a board in play: subscribed to its own number (called? marked on this board?), so a
 * call or a mark re-renders this cell alone. Only a called, unmarked cell can be marked (spec §5).
 */
const LiveNumberCell = memo(function LiveNumberCell({ n, index, live, tabbable, onClick }: { n: number; index: number; live: LiveCells; tabbable: boolean; onClick?: (n: number) => void }) {
  useLanguage();
  const state = useLiveCellState(live, n);
  return <NumberCell n={n} index={index} name={state ? stateName[state]({ number: n }) : String(n)} state={state} pressed={state === 'marked'} enabled={Boolean(onClick) && state === 'called'} tabbable={tabbable} onClick={onClick} />;
});

/** A number's state on the card: winning over marked over called. */
function cellState(n: number, winning?: ReadonlySet<number>, marked?: ReadonlySet<number>, called?: ReadonlySet<number>): CellState {
  if (winning?.has(n)) return 'winning';
  if (marked?.has(n)) return 'marked';
  return called?.has(n) ? 'called' : '';
}

/** The cell index an arrow (or Home/End) key moves to from `i` on the 5×5 grid, or null for other keys. */
export function moveOnGrid(i: number, key: string): number | null {
  const row = Math.floor(i / 5);
  const col = i % 5;
  switch (key) {
    case 'ArrowRight':
      return col < 4 ? i + 1 : i;
    case 'ArrowLeft':
      return col > 0 ? i - 1 : i;
    case 'ArrowDown':
      return row < 4 ? i + 5 : i;
    case 'ArrowUp':
      return row > 0 ? i - 5 : i;
    case 'Home':
      return row * 5;
    case 'End':
      return row * 5 + 4;
    default:
      return null;
  }
}

/**
 * A 5x5 board under B-I-N-G-O headers (spec §2.7, §2.9, §2.11), an ARIA grid of a header row and
 * five rows of cells (a marked cell is `aria-selected`). Colour is never the only cue: marked,
 * called and winning states are in each cell's accessible name and drawn with a symbol and weight.
 * With `onCellClick` the grid is one Tab stop played from the keyboard: arrows (and Home/End) move,
 * Space/Enter mark the focused cell. Cells re-render only
 * when their own state changes (a call touches one cell per board at most).
 */
export function BoardCard({ boardId, boardNumbers, freeMarked = false, called, marked, winning, live, onCellClick, canMark, actions, title }: Props) {
  useLanguage();
  const cells = boardCells(boardNumbers);
  // keyboard play: the one cell in the Tab order (top-left first); arrows move it, Space/Enter mark
  const [active, setActive] = useState(0);
  const gridRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = Number((event.target as HTMLElement).closest<HTMLElement>('[data-cell]')?.dataset.cell);
    const to = Number.isInteger(from) ? moveOnGrid(from, event.key) : null;
    if (to === null) return;
    event.preventDefault();
    setActive(to);
    gridRef.current?.querySelector<HTMLElement>(`[data-cell="${to}"]`)?.focus();
  };
  const boardName = title ?? m.play_board({ id: boardId });
  // the latest handler, behind one stable function, so a new closure each render re-renders no cell
  const handler = useRef(onCellClick);
  useLayoutEffect(() => {
    handler.current = onCellClick;
  });
  const dispatch = useCallback((n: number) => handler.current?.(n), []);
  return (
    <section className={css.card} aria-label={boardName}>
      <div className={css.head}>
        <strong>{boardName}</strong>
        {actions}
      </div>
      <div ref={gridRef} className={css.grid} role="grid" aria-label={m.play_board_numbers({ id: boardId })} onKeyDown={onCellClick ? onKeyDown : undefined}>
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
              if (isFreeCell(i, value)) return <FreeCell key={i} marked={freeMarked} tabbable={onCellClick ? active === i : undefined} cellIndex={onCellClick ? i : undefined} />;
              const n = value as number;
              if (live) return <LiveNumberCell key={i} n={n} index={i} live={live} tabbable={active === i} onClick={onCellClick ? dispatch : undefined} />;
              const state = cellState(n, winning, marked, called);
              const enabled = onCellClick ? (canMark ? canMark(n) : true) : false;
              const name = state ? stateName[state]({ number: n }) : String(n);
              return <NumberCell key={i} n={n} index={i} name={name} state={state} pressed={marked?.has(n) ?? false} enabled={enabled} tabbable={active === i} onClick={onCellClick ? dispatch : undefined} />;
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
 * Without `boardId` (the board is not known yet, only that one will be there) the place is kept
 * for the eye alone: hidden from assistive technology, its title line blank.
 */
export function BoardPlaceholder({ boardId }: { boardId?: number }) {
  useLanguage();
  const title = boardId === undefined ? null : m.play_board({ id: boardId });
  return (
    <section className={css.card} aria-label={title ?? undefined} aria-hidden={title === null || undefined} aria-busy="true" data-testid="board-placeholder">
      <div className={css.head}>
        <strong>{title ?? '\u00a0'}</strong>
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
