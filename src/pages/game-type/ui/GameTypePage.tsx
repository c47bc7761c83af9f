import { Button } from '@/shared/ui/button';
import * as css from './game-type.css';

/** `/gameType` (spec §2.1, §1): Manual Play, and AutoPlay marked Coming Soon. */
export function GameTypePage({ onManual }: { onManual(): void }) {
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
    </main>
  );
}
