import { useUnit } from 'effector-react';
import { memo } from 'react';
import { m, Phrase, useLanguage } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { telegramHaptic } from '@/shared/telegram/index.native';
import { $selectedBoardIds } from '@/entities/game';
import { LatestCall } from '@/entities/game-play';
import { $bingoAlert, $calls, $checking, $claimedBoards, $claimOpen, bingoClicked } from '../model/live-game';
import * as css from './game.css';

/** The element id of a board's ቢንጎ! button (the bar scrolls to it). */
export const claimButtonId = (boardId: number) => `claim-board-${boardId}`;

/**
 * ቢንጎ! for one board (spec §2.9, §5): disabled before the first call; disabled, and saying whose
 * claim, while the server checks one; disabled for good, saying the claim was sent, once this board
 * was claimed in this game. While the latest call completes this board it pulses and says
 * "Bingo now!" (its accessible name keeps ቢንጎ! and the board). With `tagged` (two boards) the
 * board's number shows beside the words, so each button says which board it claims.
 */
const ClaimButton = memo(function ClaimButton({ boardId, tagged }: { boardId: number; tagged: boolean }) {
  const [checking, claimedBoards, open, alert, claim] = useUnit([$checking, $claimedBoards, $claimOpen, $bingoAlert, bingoClicked]);
  useLanguage();
  const claimed = claimedBoards.includes(boardId);
  const now = checking === null && alert.boardIds.includes(boardId);
  const label = checking ? m.game_checking({ name: checking.for }) : claimed ? m.game_claim_sent_board({ id: boardId }) : now ? m.game_bingo_now_board({ id: boardId }) : m.game_bingo_board({ id: boardId });
  const text = checking ? m.game_checking({ name: checking.for }) : claimed ? m.game_claim_sent() : now ? m.game_bingo_now() : <Phrase>{m.game_bingo()}</Phrase>;
  // the board's number is drawn by the stylesheet (`data-board-tag`): the accessible name says the
  // board already, and text on the button that its name does not hold would break label-in-name
  return (
    <Button
      id={claimButtonId(boardId)}
      tone="danger"
      wide
      className={now ? `${css.claim} ${css.claimNow}` : css.claim}
      disabled={!open || checking !== null || claimed}
      onClick={() => (telegramHaptic('bingo'), claim(boardId))}
      aria-label={label}
      data-board-tag={tagged && checking === null ? boardId : undefined}
    >
      {text}
    </Button>
  );
});

/**
 * The manual game's play bar (spec §2.9 "a Bingo button per board"; kept in view, ours): the latest
 * call and one ቢንጎ! per board, in the player's board order, at the bottom of the screen while the
 * boards scroll, so a completed line can be claimed on its call wherever the player has scrolled.
 */
export function ClaimBar() {
  const boardIds = useUnit($selectedBoardIds);
  return (
    <>
      {latest}
      {boardIds.map((id) => (
        <ClaimButton key={id} boardId={id} tagged={boardIds.length > 1} />
      ))}
    </>
  );
}
const latest = <LatestCall $calls={$calls} />;
