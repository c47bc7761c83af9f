import { BoardPicker } from '@/features/board-picker';
import { pageStyle } from './page.css';

/** `/boardSelector` (spec §2.7 manual). */
export function BoardSelectorPage() {
  return (
    <main className={pageStyle}>
      <h1>Pick your boards</h1>
      <BoardPicker />
    </main>
  );
}
