import { AutoGamesList } from '@/features/auto-game';
import { pageStyle } from '@/shared/ui/page';

/** `/autoGames` (spec §2.12): the scheduled games list; Enter goes to the game's board selector. */
export function AutoGamesPage({ onEnter }: { onEnter(gameId: string): void }) {
  return (
    <main className={pageStyle}>
      <h1>Scheduled games</h1>
      <AutoGamesList onEnter={onEnter} />
    </main>
  );
}
