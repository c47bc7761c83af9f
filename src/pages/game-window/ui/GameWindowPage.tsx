import { Navigate } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { $betAmount, $gameId } from '@/entities/game';
import { m, useLanguage } from '@/shared/i18n';
import { $chatWinner, LiveGame } from '@/features/live-game';
import { GameChat } from '@/features/game-chat';
import { pageStyle } from '@/shared/ui/page';

/** The game's reactions and chat, for the game the player joined (none before the join is known). */
function ManualGameChat() {
  const [gameId, winner] = useUnit([$gameId, $chatWinner]);
  return gameId ? <GameChat gameId={gameId} winner={winner} /> : null;
}
// made once: the game screen's renders do not render the chat again
const chat = <ManualGameChat />;

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
      <LiveGame social={chat} />
    </main>
  );
}
