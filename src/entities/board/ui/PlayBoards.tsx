import type { ReactNode } from 'react';
import { BoardCard } from './BoardCard';
import * as css from './play-boards.css';

/** The boards of a game screen (spec §2.9, §2.10): one per row on a phone, two side by side from 560 px wide. */
export function BoardsRow({ count, children }: { count: number; children: ReactNode }) {
  return <div className={count > 1 ? `${css.boards} ${css.two}` : css.boards}>{children}</div>;
}

/**
 * A board the player marks during a game: called numbers shown, marks highlighted; only a called,
 * unmarked cell can be tapped (spec §5 mark rule). `onMark` gets the tapped number.
 */
export function MarkableBoard(props: {
  boardId: number;
  boardNumbers: readonly (readonly (number | null)[])[];
  called: ReadonlySet<number>;
  marks: readonly number[] | undefined;
  /** Spec §2.10: the scheduled game shows the centre as marked. */
  freeMarked?: boolean;
  onMark(number: number): void;
}) {
  const marked = new Set(props.marks ?? []);
  return (
    <BoardCard
      boardId={props.boardId}
      boardNumbers={props.boardNumbers}
      freeMarked={props.freeMarked}
      called={props.called}
      marked={marked}
      canMark={(n) => props.called.has(n) && !marked.has(n)}
      onCellClick={props.onMark}
    />
  );
}
