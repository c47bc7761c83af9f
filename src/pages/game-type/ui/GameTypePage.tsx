import { Button } from '@/shared/ui/button';
import * as css from './game-type.css';

/** `/gameType` (spec §2.1, §1): Manual Play, AutoPlay marked Coming Soon, and the scheduled games list. */
export function GameTypePage({ onManual, onScheduled }: { onManual(): void; onScheduled?(): void }) {
  return (
    <main className={css.page}>
      <h1>Choose how to play</h1>
      <Button wide onClick={onManual}>
        Manual Play
      </Button>
      <Button wide tone="secondary" disabled aria-describedby="autoplay-soon">
        AutoPlay
      </Button>
      <p id="autoplay-soon" className={css.soon}>
        Coming Soon
      </p>
      {onScheduled ? (
        // AutoPlay stays Coming Soon (spec §1), yet the scheduled routes work: reach them from here
        <Button wide tone="ghost" onClick={onScheduled}>
          Scheduled games
        </Button>
      ) : null}
    </main>
  );
}
