import type { Store } from 'effector';
import { useUnit } from 'effector-react';
import { memo } from 'react';
import { letterTone } from '@/shared/ui/theme';
import type { Call } from '../lib/calls';
import * as css from './call.css';

/**
 * The latest call as a small ball in its letter's colour, "B-7" (play aid, both modes): it sits in
 * the game's sticky bar, so the latest call stays in view while the boards scroll. Hidden from
 * assistive technology: the strip and its live region already say each call once. Reads `$calls`
 * itself, so a call re-renders this ball and not the bar; nothing shows before the first call.
 */
export const LatestCall = memo(function LatestCall({ $calls }: { $calls: Store<readonly Call[]> }) {
  const latest = useUnit($calls).at(-1);
  return (
    <span className={latest ? `${css.barBall} ${letterTone[latest.letter]}` : `${css.barBall} ${css.barBallEmpty}`} aria-hidden="true" data-testid="bar-latest-call">
      {latest ? `${latest.letter}-${latest.number}` : null}
    </span>
  );
});
