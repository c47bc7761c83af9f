import { readToken, type Limits } from '@/shared/api';
import { PLAYER_DEVICE_KEYS } from '@/shared/config';
import { NO_LIMITS, type DayTotals, type PlayLimits } from '@/shared/lib/limits';

/**
 * The device's copy of the limits (used when the server offers none) and of today's totals, under
 * `PLAYER_DEVICE_KEYS`: one player's, as logout and the end of a session remove both, and nothing is
 * written without a session token (a stake answered while a logout is under way must not be left
 * behind for the next player on a shared phone, like the stored game). Unreadable or missing
 * storage reads as no limits and zero totals; a write that fails keeps the value for this visit only.
 */

const amount = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null);
const instant = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function readJson(key: string): Record<string, unknown> | null {
  try {
    const raw = localStorage.getItem(key);
    const value: unknown = raw === null ? null : JSON.parse(raw);
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  if (!readToken()) return;
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // private mode or a full storage: the value lasts for this visit
  }
}

/** The limits kept on the device (ETB, break end in epoch ms). */
export function readDeviceLimits(): PlayLimits {
  const v = readJson(PLAYER_DEVICE_KEYS.limits);
  return v === null ? NO_LIMITS : { dailyDeposit: amount(v.dailyDeposit), dailyStake: amount(v.dailyStake), breakUntil: instant(v.breakUntil) };
}

/** Keeps the limits on the device. */
export function writeDeviceLimits(limits: PlayLimits): void {
  writeJson(PLAYER_DEVICE_KEYS.limits, limits);
}

/** Today's totals as last counted on the device (any day; `totalsOfToday` drops an old one). */
export function readDayTotals(): DayTotals | null {
  const v = readJson(PLAYER_DEVICE_KEYS.limitsToday);
  if (v === null || typeof v.day !== 'string') return null;
  return { day: v.day, deposits: amount(v.deposits) ?? 0, stakes: amount(v.stakes) ?? 0 };
}

/** Keeps today's totals on the device. */
export function writeDayTotals(totals: DayTotals): void {
  writeJson(PLAYER_DEVICE_KEYS.limitsToday, totals);
}

/** The server's answer (OpenAPI `Limits`: ETB, ISO date-time; absent = none) as `PlayLimits`. */
export function fromServer(limits: Limits): PlayLimits {
  const until = limits.break_until ? Date.parse(limits.break_until) : NaN;
  return { dailyDeposit: limits.daily_deposit_limit ?? null, dailyStake: limits.daily_stake_limit ?? null, breakUntil: Number.isFinite(until) ? until : null };
}
