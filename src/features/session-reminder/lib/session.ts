import type { Transaction } from '@/shared/api';
import { roundEtb } from '@/shared/lib/money';

/** The reminder intervals a player can choose, in minutes; `null` is off. */
export type ReminderMinutes = 30 | 60 | 120 | null;
export const REMINDER_CHOICES: readonly ReminderMinutes[] = [30, 60, 120, null];
/** Without a choice on the device, the reminder comes after 60 minutes of play. */
export const DEFAULT_REMINDER_MINUTES: ReminderMinutes = 60;

/**
 * The stored choice as the device keeps it (`"30"`, `"60"`, `"120"` or `"off"`); anything else,
 * or nothing, is the default (60 minutes).
 */
export function parseReminderMinutes(raw: string | null | undefined): ReminderMinutes {
  if (raw === 'off') return null;
  const minutes = Number(raw);
  return REMINDER_CHOICES.includes(minutes as ReminderMinutes) && raw !== null ? (minutes as ReminderMinutes) : DEFAULT_REMINDER_MINUTES;
}

/** The choice as the device stores it: minutes as digits, or `"off"`. */
export function storedReminderMinutes(minutes: ReminderMinutes): string {
  return minutes === null ? 'off' : String(minutes);
}

/**
 * When the next reminder is due (epoch ms): `minutes` after the later of the session's start and the
 * last "Keep playing"; null when the reminder is off or the session has not started.
 * @param startedAt epoch ms the session started (first protected page of the tab after login)
 * @param keptAt epoch ms of the last "Keep playing", or null
 */
export function reminderDueAt(startedAt: number | null, keptAt: number | null, minutes: ReminderMinutes): number | null {
  if (minutes === null || startedAt === null) return null;
  return Math.max(startedAt, keptAt ?? 0) + minutes * 60_000;
}

/** Time played, whole hours and minutes, from a duration in ms (negative counts as 0). */
export function playedFor(ms: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.floor(ms / 60_000));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** Ledger entry types that are play: stakes, board purchases, wins and game bonuses. */
const PLAY_TYPES: ReadonlySet<Transaction['type']> = new Set(['game_won', 'game_lost', 'game_bonus', 'cartela_purchase']);

/**
 * The net result of play since `since` (ETB, two decimals; positive = won), from the ledger
 * (spec §3 Transaction): each play entry dated at or after `since` adds `|net_amount|` when it is a
 * credit and subtracts it when `isdebit`. Deposits, withdrawals, transfers and invites are not play;
 * an entry whose date cannot be read is left out.
 * @param since epoch ms of the session's start
 */
export function sessionNet(rows: readonly Transaction[], since: number): number {
  let net = 0;
  for (const row of rows) {
    const at = Date.parse(row.date);
    if (!PLAY_TYPES.has(row.type) || !Number.isFinite(at) || at < since) continue;
    net += row.isdebit ? -Math.abs(row.net_amount) : Math.abs(row.net_amount);
  }
  return roundEtb(net);
}
