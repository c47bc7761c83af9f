import { m, useLanguage } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import * as css from './game-type.css';

/** `/gameType` (spec §2.1, §1): Manual Play, AutoPlay marked Coming Soon, and the scheduled games list. */
export function GameTypePage({ onManual, onScheduled }: { onManual(): void; onScheduled?(): void }) {
  useLanguage();
  return (
    <main className={css.page}>
      <h1>{m.account_game_type_title()}</h1>
      <Button wide onClick={onManual}>
        {m.account_manual_play()}
      </Button>
      <Button wide tone="secondary" disabled aria-describedby="autoplay-soon">
        {m.account_autoplay()}
      </Button>
      <p id="autoplay-soon" className={css.soon}>
        {m.account_coming_soon()}
      </p>
      {onScheduled ? (
        // AutoPlay stays Coming Soon (spec §1), yet the scheduled routes work: reach them from here
        <Button wide tone="ghost" onClick={onScheduled}>
          {m.account_scheduled_games()}
        </Button>
      ) : null}
    </main>
  );
}
