import { createElement } from 'react';
import { m, useLanguage } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { createLazyView } from '@/shared/ui/lazy-view';
import * as css from './game-type.css';

// "Back to your game" and the game state it resumes load after the home's first paint (size budget)
const backToGame = createLazyView(() => import('@/features/back-to-game').then((slice) => ({ default: slice.BackToGame })));

/**
 * `/gameType` (spec §2.1, §1): Manual Play, AutoPlay marked Coming Soon, and the scheduled games list;
 * "Back to your game" above them while the player is seated in one (ours).
 */
export function GameTypePage({ onManual, onScheduled }: { onManual(): void; onScheduled?(): void }) {
  useLanguage();
  // once loaded, the view is a module's component, the same one on every render
  const BackToGame = backToGame.useView();
  return (
    <main className={css.page}>
      <h1>{m.account_game_type_title()}</h1>
      {BackToGame ? createElement(BackToGame) : null}
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
