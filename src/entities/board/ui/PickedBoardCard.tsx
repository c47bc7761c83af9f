import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Board } from '@/shared/api';
import { m, useLanguage } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { BoardCard } from './BoardCard';

/**
 * One of the player's picks on a board picker (spec §2.7): the board as a 5x5 card with its ✕
 * ("Remove board {id}") button, or, while its data is missing, what `missing` renders around that
 * same button.
 */
export function PickedBoardCard({
  boardId,
  board,
  removeDisabled,
  onRemove,
  missing,
}: {
  boardId: number;
  board: Board | undefined;
  removeDisabled?: boolean;
  onRemove(boardId: number): void;
  missing(remove: ReactNode): ReactNode;
}) {
  useLanguage();
  const remove = (
    <Button tone="ghost" aria-label={m.play_remove_board({ id: boardId })} disabled={removeDisabled} onClick={() => onRemove(boardId)}>
      <X aria-hidden="true" size={18} />
    </Button>
  );
  return board ? <BoardCard boardId={boardId} boardNumbers={board.board_numbers} actions={remove} /> : <>{missing(remove)}</>;
}
