import { useUnit } from 'effector-react';
import { memo, useEffect, useState } from 'react';
import { m, Phrase, useLanguage } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { telegramHaptic } from '@/shared/mini-app';
import { $bingoAlert, $checking, $claimedBoards, $claimOpen, bingoClicked } from '../model/live-game';
import * as css from './game.css';

/** The element id of a board's ቢንጎ! button (the bar scrolls to it). */
export const claimButtonId = (boardId: number) => `claim-board-${boardId}`;

/**
 * ቢንጎ! for one board (spec §2.9, §5): disabled before the first call; disabled, and saying whose
 * claim, while the server checks one; disabled for good, saying the claim was sent, once this board
 * was claimed in this game. While the latest call completes this board it pulses and says
 * "Bingo now!" (its accessible name keeps ቢንጎ!), with "Claim now — only on this call" below.
 */
export const ClaimButton = memo(function ClaimButton({ boardId }: { boardId: number }) {
  const [checking, claimedBoards, open, alert, claim] = useUnit([$checking, $claimedBoards, $claimOpen, $bingoAlert, bingoClicked]);
  useLanguage();
  const claimed = claimedBoards.includes(boardId);
  const now = checking === null && alert.boardIds.includes(boardId);
  const label = checking ? m.game_checking({ name: checking.for }) : claimed ? m.game_claim_sent_board({ id: boardId }) : now ? m.game_bingo_now_board({ id: boardId }) : m.game_bingo_board({ id: boardId });
  const text = checking ? m.game_checking({ name: checking.for }) : claimed ? m.game_claim_sent() : now ? m.game_bingo_now() : <Phrase>{m.game_bingo()}</Phrase>;
  return (
    <>
      <Button id={claimButtonId(boardId)} tone="danger" wide className={now ? css.claimNow : undefined} disabled={!open || checking !== null || claimed} onClick={() => (telegramHaptic('bingo'), claim(boardId))} aria-label={label}>
        {text}
      </Button>
      {now ? (
        <p className={css.claimWindow} aria-hidden="true">
          {m.game_claim_window()}
        </p>
      ) : null}
    </>
  );
});

/** Whether the element with `id` is out of the viewport, and on which side (null: in view or absent). */
function useOutOfView(id: string | null): 'below' | 'above' | null {
  // the side is kept with the id it was seen for: another board's alert starts in view until observed
  const [seen, setSeen] = useState<{ id: string; side: 'below' | 'above' | null } | null>(null);
  useEffect(() => {
    const el = id ? document.getElementById(id) : null;
    if (!el || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(([entry]) => setSeen({ id: el.id, side: entry.isIntersecting ? null : entry.boundingClientRect.top < 0 ? 'above' : 'below' }), { threshold: 0.9 });
    observer.observe(el);
    return () => observer.disconnect();
  }, [id]);
  return seen !== null && seen.id === id ? seen.side : null;
}

/**
 * The bingo alert's words (spec §5, one call's window): said politely to screen readers ("Board N
 * has bingo. Claim now — only on this call"), and, while that board's ቢንጎ! is out of view, the
 * "Board N has bingo ↓" bar, a button that scrolls the board into view and focuses its ቢንጎ!.
 */
export function BingoAlertBar() {
  const alert = useUnit($bingoAlert);
  useLanguage();
  const first = alert.boardIds[0] ?? null;
  const side = useOutOfView(first === null ? null : claimButtonId(first));
  const said = alert.boardIds.map((id) => `${m.game_board_has_bingo({ id })}.`).join(' ');
  const show = () => {
    const button = first === null ? null : document.getElementById(claimButtonId(first));
    if (!button) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    button.closest('[data-board-col]')?.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
    button.focus({ preventScroll: true });
  };
  return (
    <>
      <p className="visually-hidden" aria-live="polite" data-testid="bingo-announcer">
        {alert.boardIds.length > 0 ? `${said} ${m.game_claim_window()}` : ''}
      </p>
      {first !== null && side ? (
        <button type="button" className={css.bar} onClick={show}>
          {m.game_board_has_bingo({ id: first })} <span aria-hidden="true">{side === 'below' ? '↓' : '↑'}</span>
        </button>
      ) : null}
    </>
  );
}
