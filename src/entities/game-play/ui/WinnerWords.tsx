import { formatEtb } from '@/shared/lib/money';
import { m, useLanguage } from '@/shared/i18n';
import * as css from './winner-words.css';

/**
 * The winner modal's words to this player (ours, beside the spec's texts of §2.9 and §2.11): their
 * own win says "You won 80.00 ETB!" (`amount` in ETB, two decimals; "You won!" when the amount is not
 * known), anyone else's win "Better luck next round" — a near miss is not shamed.
 */
export function WinnerWords({ own, amount }: { own: boolean; amount: number | null }) {
  useLanguage();
  if (!own) return <p className={css.consolation}>{m.game_better_luck()}</p>;
  return <p className={css.ownWin}>{amount !== null && amount > 0 ? m.game_you_won({ amount: formatEtb(amount) }) : m.game_you_won_plain()}</p>;
}
