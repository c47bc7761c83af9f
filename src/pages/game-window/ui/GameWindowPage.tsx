import { LiveGame } from '@/features/live-game';
import { pageStyle } from '@/shared/ui/page';

/** `/gameWindow/{betAmount}` (spec §2.9). */
export function GameWindowPage() {
  return (
    <main className={pageStyle}>
      <h1 className="visually-hidden">Live game</h1>
      <LiveGame />
    </main>
  );
}
