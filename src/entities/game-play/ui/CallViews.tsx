import { useState, type ReactNode } from 'react';
import { m, useLanguage } from '@/shared/i18n';
import { useMediaQuery } from '@/shared/lib/media';
import { Button } from '@/shared/ui/button';
import * as css from './calls-view.css';

/**
 * The call strip and the caller board (spec §2 "all 75 at a glance"): on a phone one of them, with a
 * two-button toggle ("Last calls" / "Caller board", `aria-pressed`) one tap from the other; from
 * 720 px both side by side and no toggle. The board is rendered only while it shows (a call costs
 * nothing for it while hidden); the strip stays mounted, its live announcer with it. The choice is
 * not remembered.
 * @param p.strip the mode's `CallStrip`; `board` the mode's `CallerBoard`
 */
export function CallViews({ strip, board }: { strip: ReactNode; board: ReactNode }) {
  useLanguage();
  const wide = useMediaQuery(css.WIDE);
  const [boardChosen, chooseBoard] = useState(false);
  const boardShown = wide || boardChosen;
  return (
    <div className={css.views}>
      <div className={css.toggle}>
        <Button tone={boardChosen ? 'ghost' : 'secondary'} aria-pressed={!boardChosen} onClick={() => chooseBoard(false)}>
          {m.play_last_calls()}
        </Button>
        <Button tone={boardChosen ? 'secondary' : 'ghost'} aria-pressed={boardChosen} onClick={() => chooseBoard(true)}>
          {m.play_caller_board()}
        </Button>
      </div>
      <div className={boardShown && !wide ? css.pane.away : css.pane.shown}>{strip}</div>
      {boardShown ? <div>{board}</div> : null}
    </div>
  );
}
