import type { ReactNode } from 'react';
import { m, useLanguage } from '@/shared/i18n';
import { telegramHaptic } from '@/shared/mini-app';
import { BoardCard } from './BoardCard';
import * as css from './play-boards.css';

/** The boards of a game screen (spec §2.9, §2.10): one per row on a phone, two side by side from 560 px wide. */
export function BoardsRow({ count, children }: { count: number; children: ReactNode }) {
  return <div className={count > 1 ? `${css.boards} ${css.two}` : css.boards}>{children}</div>;
}

/**
 * A board the player marks during a game: called numbers shown, marks highlighted; only a called,
 * unmarked cell can be tapped (spec §5 mark rule). `onMark` gets the tapped number. With `toGo`
 * (play aid) the header says how many numbers the pattern still needs, and `best` outlines the
 * board closer to it (`boardsToGo` in shared/lib/bingo).
 */
export function MarkableBoard(props: {
  boardId: number;
  boardNumbers: readonly (readonly (number | null)[])[];
  called: ReadonlySet<number>;
  marks: readonly number[] | undefined;
  /** Spec §2.10: the scheduled game shows the centre as marked. */
  freeMarked?: boolean;
  onMark(number: number): void;
  /** Numbers to go for the game's pattern; null or absent: not shown. */
  toGo?: number | null;
  best?: boolean;
  /** The "one to go" cue is showing (`useOneToGoCue`). */
  cue?: boolean;
}) {
  useLanguage();
  const marked = new Set(props.marks ?? []);
  const aids =
    props.toGo != null ? (
      <span className={css.aids}>
        {props.best ? <span className={css.bestChip}>{m.play_best_board()}</span> : null}
        <span className={props.cue ? `${css.toGoChip} ${css.cue}` : css.toGoChip} data-testid="to-go" data-cue={props.cue || undefined}>
          {m.play_to_go({ count: props.toGo })}
        </span>
      </span>
    ) : null;
  const card = (
    <BoardCard
      boardId={props.boardId}
      boardNumbers={props.boardNumbers}
      freeMarked={props.freeMarked}
      called={props.called}
      marked={marked}
      canMark={(n) => props.called.has(n) && !marked.has(n)}
      onCellClick={(n) => {
        telegramHaptic('mark');
        props.onMark(n);
      }}
      actions={aids}
    />
  );
  return props.best ? <div className={css.best}>{card}</div> : card;
}
