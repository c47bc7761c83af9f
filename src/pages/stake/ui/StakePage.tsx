import { useGate } from 'effector-react';
import { StakeCards, StakeGate } from '@/features/stake';
import { Button } from '@/shared/ui/button';
import { pageStyle } from '@/shared/ui/page';

/** `/stake` (spec §2.6); Back goes to `/gameType`. */
export function StakePage({ onBack }: { onBack(): void }) {
  useGate(StakeGate);
  return (
    <main className={pageStyle}>
      <h1>Choose your stake</h1>
      <StakeCards />
      <Button tone="secondary" onClick={onBack}>
        Back
      </Button>
    </main>
  );
}
