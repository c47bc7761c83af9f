import { BoardPicker } from '@/features/board-picker';
import { pageStyle } from '@/shared/ui/page';

/** `/boardSelector` (spec §2.7 manual). */
export function BoardSelectorPage() {
  return (
    <main className={pageStyle}>
      <h1>Pick your boards</h1>
      <BoardPicker />
    </main>
  );
}
