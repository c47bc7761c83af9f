import { AutoGamePlay } from '@/features/auto-game';
import { pageStyle } from '@/shared/ui/page';

/** `/autoGamePlay/{gameId}` (spec §2.10, §2.11). */
export function AutoGamePlayPage({ gameId }: { gameId: string }) {
  return (
    <main className={pageStyle}>
      <h1 className="visually-hidden">Scheduled game</h1>
      <AutoGamePlay key={gameId} gameId={gameId} />
    </main>
  );
}
