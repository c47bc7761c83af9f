import { m, useLanguage } from '@/shared/i18n';
import { LiveGame } from '@/features/live-game';
import { pageStyle } from '@/shared/ui/page';

/** `/gameWindow/{betAmount}` (spec §2.9). */
export function GameWindowPage() {
  useLanguage();
  return (
    <main className={pageStyle}>
      <h1 className="visually-hidden">{m.game_live_title()}</h1>
      <LiveGame />
    </main>
  );
}
