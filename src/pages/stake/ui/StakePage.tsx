import { m, useLanguage } from '@/shared/i18n';
import { useGate } from 'effector-react';
import { StakeCards, StakeGate } from '@/features/stake';
import { BackToGame } from '@/features/back-to-game';
import { Button } from '@/shared/ui/button';
import { pageStyle } from '@/shared/ui/page';

/** `/stake` (spec §2.6); Back goes to `/gameType`; "Back to your game" above the cards while the player is seated in one (ours). */
export function StakePage({ onBack }: { onBack(): void }) {
  useLanguage();
  useGate(StakeGate);
  return (
    <main className={pageStyle}>
      <h1>{m.game_choose_stake_title()}</h1>
      <BackToGame />
      <StakeCards />
      <Button tone="secondary" onClick={onBack}>
        {m.game_back()}
      </Button>
    </main>
  );
}
