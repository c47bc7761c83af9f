import { useGate, useUnit } from 'effector-react';
import { m, useLanguage } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { $activeGame, BackToGameGate, backToGameClicked } from '../model/back-to-game';
import * as css from './back-to-game.css';

/**
 * "Back to your game" (ours): shown while the logged-in player is seated in a game (this device's
 * record or the server's proposed `activeGame`), with its stake and boards; a tap goes into it.
 * Nothing shows otherwise.
 */
export function BackToGame() {
  useLanguage();
  useGate(BackToGameGate);
  const [game, back] = useUnit([$activeGame, backToGameClicked]);
  if (!game) return null;
  return (
    <section className={css.card} aria-label={m.game_back_to_game()}>
      <p className={css.detail}>
        {game.mode === 'manual' ? m.game_back_to_game_manual({ stake: game.betAmount, boards: game.boards.join(', ') }) : m.game_back_to_game_scheduled({ stake: game.betAmount })}
      </p>
      <Button wide onClick={() => back()}>
        {m.game_back_to_game()}
      </Button>
    </section>
  );
}
