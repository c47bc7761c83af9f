import { m, useLanguage } from '@/shared/i18n';
import { BoardPicker } from '@/features/board-picker';
import { pageStyle } from '@/shared/ui/page';

/** `/boardSelector` (spec §2.7 manual). */
export function BoardSelectorPage() {
  useLanguage();
  return (
    <main className={pageStyle}>
      <h1>{m.game_pick_boards_title()}</h1>
      <BoardPicker />
    </main>
  );
}
