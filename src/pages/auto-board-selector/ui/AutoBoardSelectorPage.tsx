import { AutoBoardPicker } from '@/features/auto-game';
import { pageStyle } from '@/shared/ui/page';

/** `/autoBoardSelector/{gameId}` (spec §2.7 scheduled, §2.8). */
export function AutoBoardSelectorPage({ gameId }: { gameId: string }) {
  return (
    <main className={pageStyle}>
      <h1>ካርቴላ ይምረጡ</h1>
      <AutoBoardPicker key={gameId} gameId={gameId} />
    </main>
  );
}
