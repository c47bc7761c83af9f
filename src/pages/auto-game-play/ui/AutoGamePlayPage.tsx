import { m, useLanguage } from '@/shared/i18n';
import { AutoGamePlay } from '@/features/auto-game-play';
import { pageStyle } from '@/shared/ui/page';

/** `/autoGamePlay/{gameId}` (spec §2.10, §2.11). */
export function AutoGamePlayPage({ gameId }: { gameId: string }) {
  useLanguage();
  return (
    <main className={pageStyle}>
      <h1 className="visually-hidden">{m.game_auto_play_title()}</h1>
      <AutoGamePlay key={gameId} gameId={gameId} />
    </main>
  );
}
