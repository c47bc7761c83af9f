import { GameHistory } from '@/features/game-history';
import { pageStyle } from '@/shared/ui/page';

/** `/gameHistory` (spec §2.15). */
export function GameHistoryPage() {
  return (
    <main className={pageStyle}>
      <h1>Game History</h1>
      <GameHistory />
    </main>
  );
}
