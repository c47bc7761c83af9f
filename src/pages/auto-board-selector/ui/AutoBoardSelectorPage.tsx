import { m, Phrase, useLanguage } from '@/shared/i18n';
import { AutoBoardPicker } from '@/features/auto-board-picker';
import { pageStyle } from '@/shared/ui/page';

/** `/autoBoardSelector/{gameId}` (spec §2.7 scheduled, §2.8). */
export function AutoBoardSelectorPage({ gameId }: { gameId: string }) {
  useLanguage();
  return (
    <main className={pageStyle}>
      <h1>
        <Phrase>{m.game_auto_picker_title()}</Phrase>
      </h1>
      <AutoBoardPicker key={gameId} gameId={gameId} />
    </main>
  );
}
