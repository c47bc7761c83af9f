import { m, useLanguage } from '@/shared/i18n';
import { GameHistory } from '@/features/game-history';
import { pageStyle } from '@/shared/ui/page';

/** `/gameHistory` (spec §2.15). */
export function GameHistoryPage() {
  useLanguage();
  return (
    <main className={pageStyle}>
      <h1>{m.account_games_title()}</h1>
      <GameHistory />
    </main>
  );
}
