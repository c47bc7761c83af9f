import { useGate, useUnit } from 'effector-react';
import { m, useLanguage } from '@/shared/i18n';
import { formatEtb } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { playedFor } from '../lib/session';
import { $reminder, keepPlayingClicked, ReminderGate, takeBreakClicked, type ReminderShown } from '../model/reminder';

/** The net result as shown: a sign before a win ("+16.00"), the amount to two decimals. */
function netText(net: ReminderShown['net']): string {
  if (net.status === 'loading') return m.account_reminder_net_loading();
  if (net.status === 'failed') return m.account_reminder_net_failed();
  return m.account_reminder_net({ amount: `${net.amount > 0 ? '+' : ''}${formatEtb(net.amount)}` });
}

/**
 * The session reminder (responsible play), mounted once under the protected pages: starts the
 * session's clock and, when the chosen interval has passed, shows the time played and the session's
 * net result with "Keep playing" and "Take a break" (logs out). Escape or closing counts as keep playing.
 */
export function SessionReminder() {
  useGate(ReminderGate);
  const [shown, keep, takeBreak] = useUnit([$reminder, keepPlayingClicked, takeBreakClicked]);
  useLanguage();
  if (!shown) return null;
  const { hours, minutes } = playedFor(shown.playedMs);
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : keep())}
      title={m.account_reminder_title()}
      description={m.account_reminder_played({ hours, minutes })}
      actions={
        <>
          <Button tone="secondary" onClick={takeBreak}>
            {m.account_reminder_break()}
          </Button>
          <Button onClick={keep}>{m.account_reminder_keep()}</Button>
        </>
      }
    >
      <p role="status">{netText(shown.net)}</p>
    </Dialog>
  );
}
