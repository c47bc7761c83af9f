import { combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { createGate } from 'effector-react';
import { $user, loggedOut } from '@/entities/session';
import { leaveForLoginPage } from '@/shared/api';
import { getTransactionHistory } from '@/shared/api/index.history';
import { DEFAULT_REMINDER_MINUTES, parseReminderMinutes, reminderDueAt, sessionNet, storedReminderMinutes, type ReminderMinutes } from '../lib/session';

/** Device preference (kept after logout, like the language): the chosen interval. */
export const REMINDER_STORAGE_KEY = 'cartela.sessionReminder';
/** Tab storage (gone at logout with the rest of the tab's storage): when the session started, the last "Keep playing". */
export const SESSION_STARTED_KEY = 'cartela.sessionStartedAt';
export const SESSION_KEPT_KEY = 'cartela.sessionKeptAt';

/** What the reminder dialog shows: time played (ms) and the session's net result from the ledger. */
export interface ReminderShown {
  playedMs: number;
  net: { status: 'loading' } | { status: 'ready'; amount: number } | { status: 'failed' };
}

/**
 * Session reminder (responsible play): after the chosen minutes of play (30, 60 — the default — or
 * 120, or off; chosen in the profile), a dialog shows the time played and the net result of the
 * session from the ledger, with "Keep playing" (the next reminder comes the same interval later)
 * and "Take a break" (logs out). The session starts on the first protected page of the tab after a
 * login; a reload keeps it, a logout ends it.
 */
export const ReminderGate = createGate();
export const reminderMinutesChosen = createEvent<ReminderMinutes>();
export const keepPlayingClicked = createEvent();
export const takeBreakClicked = createEvent();

export const $reminderMinutes = createStore<ReminderMinutes>(DEFAULT_REMINDER_MINUTES);
const $startedAt = createStore<number | null>(null);
const $keptAt = createStore<number | null>(null);
/** When the next reminder is due, epoch ms; null when off. */
export const $dueAt = combine($startedAt, $keptAt, $reminderMinutes, reminderDueAt);
export const $reminder = createStore<ReminderShown | null>(null);

/**
 * Reads the stored interval and the session's start (starting it now when the tab has none) and
 * the last "Keep playing"; times in epoch ms. Storage that cannot be read counts as a fresh session.
 */
export const startSessionFx = createEffect((): { minutes: ReminderMinutes; startedAt: number; keptAt: number | null } => {
  const now = Date.now();
  try {
    const minutes = parseReminderMinutes(localStorage.getItem(REMINDER_STORAGE_KEY));
    const stored = Number(sessionStorage.getItem(SESSION_STARTED_KEY));
    const startedAt = Number.isFinite(stored) && stored > 0 ? stored : now;
    sessionStorage.setItem(SESSION_STARTED_KEY, String(startedAt));
    const kept = Number(sessionStorage.getItem(SESSION_KEPT_KEY));
    return { minutes, startedAt, keptAt: Number.isFinite(kept) && kept > 0 ? kept : null };
  } catch {
    return { minutes: DEFAULT_REMINDER_MINUTES, startedAt: now, keptAt: null };
  }
});
const saveMinutesFx = createEffect((minutes: ReminderMinutes) => {
  try {
    localStorage.setItem(REMINDER_STORAGE_KEY, storedReminderMinutes(minutes));
  } catch {
    // private mode: the choice lasts for this visit
  }
});
/** The timer woke at this time (epoch ms); a reminder shows if it is due by then. */
export const reminderWoke = createEvent<number>();
/**
 * Sets a timer for `at` (epoch ms) that reports `reminderWoke(now)` in the current scope; it
 * returns at once, so nothing waits on it.
 */
export const scheduleFx = createEffect((at: number) => {
  const woke = scopeBind(reminderWoke, { safe: true });
  setTimeout(() => woke(Date.now()), Math.max(0, at - Date.now()));
});
/** "Keep playing" at this moment: kept in the tab (epoch ms). */
export const keepPlayingFx = createEffect((): number => {
  const now = Date.now();
  try {
    sessionStorage.setItem(SESSION_KEPT_KEY, String(now));
  } catch {
    // private mode: the next reminder still comes, counted from now
  }
  return now;
});
/** The player's ledger (GET /transactions/history/data/{phone}). @throws ApiError */
export const readLedgerFx = createEffect((phone: string) => getTransactionHistory(phone));
/** Leaves for `/auth` by a full page load (nothing of the player stays in memory). */
export const leaveFx = createEffect(() => leaveForLoginPage());

// When the protected pages open, then read the interval and start (or resume) the session.
sample({ clock: ReminderGate.open, target: startSessionFx });
sample({ clock: startSessionFx.doneData, fn: (s) => s.minutes, target: $reminderMinutes });
sample({ clock: startSessionFx.doneData, fn: (s) => s.startedAt, target: $startedAt });
sample({ clock: startSessionFx.doneData, fn: (s) => s.keptAt, target: $keptAt });

// When the player chooses an interval, then it counts from now on and the device keeps it.
sample({ clock: reminderMinutesChosen, target: [$reminderMinutes, saveMinutesFx] });

// When a reminder becomes due (or moves), then wait for it while the pages are open.
sample({ clock: $dueAt, filter: (at): at is number => at !== null, target: scheduleFx });
// When the wait ends and the reminder is still due, then show it and read the ledger.
const due = sample({
  clock: reminderWoke,
  source: { at: $dueAt, open: ReminderGate.status, shown: $reminder, startedAt: $startedAt },
  filter: ({ at, open, shown }, now) => open && shown === null && at !== null && now >= at,
  fn: ({ startedAt }, now): ReminderShown => ({ playedMs: now - (startedAt ?? now), net: { status: 'loading' } }),
});
sample({ clock: due, target: $reminder });
sample({ clock: due, source: $user, filter: Boolean, fn: (user) => user.phone, target: readLedgerFx });
sample({
  clock: readLedgerFx.doneData,
  source: { shown: $reminder, startedAt: $startedAt },
  filter: ({ shown }) => shown !== null,
  fn: ({ shown, startedAt }, rows): ReminderShown => ({ ...shown!, net: { status: 'ready', amount: sessionNet(rows, startedAt ?? 0) } }),
  target: $reminder,
});
sample({
  clock: readLedgerFx.fail,
  source: $reminder,
  filter: Boolean,
  fn: (shown): ReminderShown => ({ ...shown, net: { status: 'failed' } }),
  target: $reminder,
});

// When the player keeps playing, then close and count the next interval from now.
sample({ clock: keepPlayingClicked, target: keepPlayingFx });
sample({ clock: keepPlayingFx.doneData, target: $keptAt });
$reminder.reset([keepPlayingClicked, ReminderGate.close]);

// When the player takes a break, then log out (the session's storage goes) and leave for /auth.
sample({ clock: takeBreakClicked, target: [loggedOut, leaveFx] });
