import { activeLanguage, m, type Message } from '@/shared/i18n';
import type { LimitRefusal } from '@/shared/lib/limits';
import { formatEtb } from '@/shared/lib/money';
import { formatHistoryDate } from '@/shared/lib/time';

/** An instant (epoch ms) in the reader's language, Addis Ababa time ("23 Nov 2026, 12:10" in spec texts). */
export const formatUntil = (until: number): string => formatHistoryDate(until, activeLanguage());

/** "You are on a break until …" (responsible play, ours). */
export const onBreakText = (until: number): Message => () => m.account_limits_on_break({ until: formatUntil(until) });

/** Our text for a deposit or stake refused by a limit or a break (responsible play); amounts in ETB. */
export function refusalText(refusal: LimitRefusal): Message {
  switch (refusal.reason) {
    case 'break':
      return () => m.account_limits_break_refused({ until: formatUntil(refusal.until) });
    case 'stake':
      return () => m.account_limits_stake_refused({ limit: formatEtb(refusal.limit), left: formatEtb(refusal.left) });
    case 'deposit':
      return () => m.account_limits_deposit_refused({ limit: formatEtb(refusal.limit), left: formatEtb(refusal.left) });
  }
}
