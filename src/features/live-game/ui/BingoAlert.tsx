import { useUnit } from 'effector-react';
import { memo, useEffect, useState } from 'react';
import { m, useLanguage } from '@/shared/i18n';
import { $bingoAlert } from '../model/live-game';
import { claimButtonId } from './ClaimBar';
import * as css from './game.css';

/** The element id of a board's column on the game screen (the bar scrolls to it). */
export const boardColumnId = (boardId: number) => `board-col-${boardId}`;

/**
 * Under a board the latest call completed (spec §5, one call's window): "Claim now — only on this
 * call", for the eye (the live region says it to screen readers); nothing otherwise.
 */
export const ClaimWindowNote = memo(function ClaimWindowNote({ boardId }: { boardId: number }) {
  const alert = useUnit($bingoAlert);
  useLanguage();
  return alert.boardIds.includes(boardId) ? (
    <p className={css.claimWindow} aria-hidden="true">
      {m.game_claim_window()}
    </p>
  ) : null;
});


/** Whether the element with `id` is out of the viewport, and on which side (null: in view or absent). */
function useOutOfView(id: string | null): 'below' | 'above' | null {
  // the side is kept with the id it was seen for: another board's alert starts in view until observed
  const [seen, setSeen] = useState<{ id: string; side: 'below' | 'above' | null } | null>(null);
  useEffect(() => {
    const el = id ? document.getElementById(id) : null;
    if (!el || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(([entry]) => setSeen({ id: el.id, side: entry.isIntersecting ? null : entry.boundingClientRect.top < 0 ? 'above' : 'below' }), { threshold: 0.5 });
    observer.observe(el);
    return () => observer.disconnect();
  }, [id]);
  return seen !== null && seen.id === id ? seen.side : null;
}

/**
 * The bingo alert's words (spec §5, one call's window): said politely to screen readers ("Board N
 * has bingo. Claim now — only on this call"), and, while that board is out of view, the "Board N
 * has bingo ↓" bar above the play bar, a button that scrolls the board into view and focuses its
 * ቢንጎ! (in the play bar, always in view).
 */
export function BingoAlertBar() {
  const alert = useUnit($bingoAlert);
  useLanguage();
  const first = alert.boardIds[0] ?? null;
  const side = useOutOfView(first === null ? null : boardColumnId(first));
  const said = alert.boardIds.map((id) => `${m.game_board_has_bingo({ id })}.`).join(' ');
  const show = () => {
    if (first === null) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    document.getElementById(boardColumnId(first))?.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
    document.getElementById(claimButtonId(first))?.focus({ preventScroll: true });
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
