import { Navigate } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { $betAmount } from '@/entities/game';
import { m, useLanguage } from '@/shared/i18n';
import { LiveGame } from '@/features/live-game';
import { pageStyle } from '@/shared/ui/page';

/**
 * `/gameWindow/{betAmount}` (spec §2.9); `betAmount` is the route's stake in ETB. The game the
 * player joined decides: an address with another stake is replaced by the joined game's own, so
 * the address, the header and the stake tile agree.
 */
export function GameWindowPage({ betAmount }: { betAmount: number }) {
  const joinedStake = useUnit($betAmount);
  useLanguage();
  if (joinedStake > 0 && joinedStake !== betAmount) return <Navigate to="/gameWindow/$betAmount" params={{ betAmount: joinedStake }} replace />;
  return (
    <main className={pageStyle}>
      <h1 className="visually-hidden">{m.game_live_title()}</h1>
      <LiveGame />
    </main>
  );
}
