import type { Store } from 'effector';
import { memo, useCallback, useMemo, type ReactNode } from 'react';
import { m, useLanguage } from '@/shared/i18n';
import { telegramHaptic } from '@/shared/telegram/index.native';
import { BoardCard } from './BoardCard';
import * as css from './play-boards.css';

/** The boards of a game screen (spec §2.9, §2.10): one per row on a phone, two side by side from 560 px wide. */
export function BoardsRow({ count, children }: { count: number; children: ReactNode }) {
  return <div className={count > 1 ? `${css.boards} ${css.two}` : css.boards}>{children}</div>;
}

/**
 * A board the player marks during a game: called numbers shown, marks highlighted; only a called,
 * unmarked cell can be tapped (spec §5 mark rule). Each cell reads `$called` and `$marks` itself
 * (`BoardCard`'s `live`), so a call re-renders the called number's cell, not the board; the board
 * renders again only when its own props change (keep the stores and `onMark` the same between
 * renders). `onMark` gets the board id and the tapped number. With `toGo` (play aid) the header
 * says how many numbers the pattern still needs, and `best` outlines the board closer to it
 * (`boardsToGo` in shared/lib/bingo).
 */
export const MarkableBoard = memo(function MarkableBoard(props: {
  boardId: number;
  boardNumbers: readonly (readonly (number | null)[])[];
  /** The numbers called so far. */
  $called: Store<ReadonlySet<number>>;
  /** The player's marks by board id. */
  $marks: Store<Readonly<Record<number, readonly number[]>>>;
  /** Spec §2.10: the scheduled game shows the centre as marked. */
  freeMarked?: boolean;
  onMark(cell: { boardId: number; number: number }): void;
  /** Numbers to go for the game's pattern; null or absent: not shown. */
  toGo?: number | null;
  best?: boolean;
  /** The "one to go" cue is showing (`useOneToGoCue`). */
  cue?: boolean;
}) {
  useLanguage();
  const { boardId, $called, $marks, onMark } = props;
  const live = useMemo(() => ({ boardId, $called, $marks }), [boardId, $called, $marks]);
  const mark = useCallback(
    (n: number) => {
      telegramHaptic('mark');
      onMark({ boardId, number: n });
    },
    [boardId, onMark],
  );
  const aids =
    props.toGo != null ? (
      <span className={css.aids}>
        {props.best ? <span className={css.bestChip}>{m.play_best_board()}</span> : null}
        <span className={props.cue ? `${css.toGoChip} ${css.cue}` : css.toGoChip} data-testid="to-go" data-cue={props.cue || undefined}>
          {m.play_to_go({ count: props.toGo })}
        </span>
      </span>
    ) : null;
  // the frame is on a wrapper that is always there: a board becoming (or ceasing to be) the best
  // keeps its card, so only the frame is drawn again, not the board's cells
  return (
    <div className={props.best ? css.best : undefined}>
      <BoardCard boardId={boardId} boardNumbers={props.boardNumbers} freeMarked={props.freeMarked} live={live} onCellClick={mark} actions={aids} />
    </div>
  );
});
