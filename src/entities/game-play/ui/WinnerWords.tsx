import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { formatEtb } from '@/shared/lib/money';
import { playWinCueFx } from '@/shared/lib/sound';
import { m, useLanguage } from '@/shared/i18n';
import * as css from './winner-words.css';

/** Pieces of the win's confetti burst (each drawn and timed by its place: winner-words.css.ts). */
const PIECES = Array.from({ length: 12 }, (_, i) => i);

/**
 * The winner modal's words to this player (ours, beside the spec's texts of §2.9 and §2.11): their
 * own win says "You won 80.00 ETB!" (`amount` in ETB, two decimals; "You won!" when the amount is not
 * known) and is celebrated — a burst of confetti around the words (still where the system asks for
 * reduced motion) and a short fanfare (`playWinCueFx`, silent when muted); anyone else's win says
 * "Better luck next round", plainly — a near miss is not shamed.
 */
export function WinnerWords({ own, amount }: { own: boolean; amount: number | null }) {
  useLanguage();
  const celebrate = useUnit(playWinCueFx);
  useEffect(() => {
    if (own) void celebrate();
  }, [own, celebrate]);
  if (!own) return <p className={css.consolation}>{m.game_better_luck()}</p>;
  return (
    <div className={css.celebration}>
      <span className={css.burst} aria-hidden="true" data-celebration="">
        {PIECES.map((i) => (
          <span key={i} className={css.piece} />
        ))}
      </span>
      <p className={css.ownWin}>{amount !== null && amount > 0 ? m.game_you_won({ amount: formatEtb(amount) }) : m.game_you_won_plain()}</p>
    </div>
  );
}
