import { m, useLanguage } from '@/shared/i18n';
import { AutoGamesList } from '@/features/auto-games';
import { pageStyle } from '@/shared/ui/page';

/** `/autoGames` (spec §2.12): the scheduled games list; Enter goes to the game's board selector. */
export function AutoGamesPage({ onEnter }: { onEnter(gameId: string): void }) {
  useLanguage();
  return (
    <main className={pageStyle}>
      <h1>{m.game_scheduled_title()}</h1>
      <AutoGamesList onEnter={onEnter} />
    </main>
  );
}
