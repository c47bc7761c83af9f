import { m, useLanguage } from '@/shared/i18n';
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { $autoChatWinner, AutoGamePlay } from '@/features/auto-game-play';
import { GameChat } from '@/features/game-chat';
import { pageStyle } from '@/shared/ui/page';

/** The scheduled game's reactions and chat. */
function AutoGameChat({ gameId }: { gameId: string }) {
  const winner = useUnit($autoChatWinner);
  return <GameChat gameId={gameId} winner={winner} />;
}

/** `/autoGamePlay/{gameId}` (spec §2.10, §2.11). */
export function AutoGamePlayPage({ gameId }: { gameId: string }) {
  useLanguage();
  const chat = useMemo(() => <AutoGameChat gameId={gameId} />, [gameId]);
  return (
    <main className={pageStyle}>
      <h1 className="visually-hidden">{m.game_auto_play_title()}</h1>
      <AutoGamePlay key={gameId} gameId={gameId} social={chat} />
    </main>
  );
}
