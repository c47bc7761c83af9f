import { useGate, useUnit } from 'effector-react';
import { m, useLanguage } from '@/shared/i18n';
import { $autoMark, AutoMarkGate, autoMarkChosen } from '../model/auto-mark';
import { $autoClaim, AutoClaimGate, autoClaimChosen } from '../model/auto-claim';
import * as css from './call.css';

/** A play aid's on/off switch: a `role="switch"` button with its label. */
function AidSwitch({ on, label, onChange }: { on: boolean; label: string; onChange(on: boolean): void }) {
  return (
    <button type="button" role="switch" aria-checked={on} className={css.autoMark} onClick={() => onChange(!on)}>
      <span className={css.autoMarkTrack} data-on={on || undefined} aria-hidden="true" />
      {label}
    </button>
  );
}

/**
 * The "Auto-mark" switch of both game screens (play aid, off by default): a `role="switch"` button
 * whose state the device remembers (read when a game screen opens); on, the screen marks every
 * called number on the boards.
 */
export function AutoMarkSwitch() {
  useGate(AutoMarkGate);
  const [on, choose] = useUnit([$autoMark, autoMarkChosen]);
  useLanguage();
  return <AidSwitch on={on} label={m.play_auto_mark()} onChange={choose} />;
}

/**
 * The "Auto-claim" switch of the manual game (play aid, off by default, remembered on the device):
 * on, ቢንጎ! is sent for a board the moment the latest call completes it (spec §5).
 */
export function AutoClaimSwitch() {
  useGate(AutoClaimGate);
  const [on, choose] = useUnit([$autoClaim, autoClaimChosen]);
  useLanguage();
  return <AidSwitch on={on} label={m.play_auto_claim()} onChange={choose} />;
}
