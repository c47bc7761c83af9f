import { useGate, useUnit } from 'effector-react';
import { m, useLanguage } from '@/shared/i18n';
import { $autoMark, AutoMarkGate, autoMarkChosen } from '../model/auto-mark';
import * as css from './call.css';

/**
 * The "Auto-mark" switch of both game screens (play aid, off by default): a `role="switch"` button
 * whose state the device remembers (read when a game screen opens); on, the screen marks every
 * called number on the boards.
 */
export function AutoMarkSwitch() {
  useGate(AutoMarkGate);
  const [on, choose] = useUnit([$autoMark, autoMarkChosen]);
  useLanguage();
  return (
    <button type="button" role="switch" aria-checked={on} className={css.autoMark} onClick={() => choose(!on)}>
      <span className={css.autoMarkTrack} data-on={on || undefined} aria-hidden="true" />
      {m.play_auto_mark()}
    </button>
  );
}
