import { readToken, type Limits } from '@/shared/api';
import { PLAYER_KEPT_KEYS } from '@/shared/config';
import { NO_LIMITS, type DayTotals, type PlayLimits } from '@/shared/lib/limits';

/**
 * The device's copy of the limits (used when the server offers none) and of today's totals, by
 * player (phone) under `PLAYER_KEPT_KEYS`: they outlive a logout, a 401 or 403, so a player cannot
 * end a break they took by logging out and in, and each player on a shared phone has their own.
 * Nothing is written without a session token (a stake answered while a logout is under way must not
 * be counted after it) or without a player. Unreadable or missing storage reads as no limits and
 * zero totals; a write that fails keeps the value for this visit only.
 */

const amount = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null);
const instant = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const record = (v: unknown): Record<string, unknown> | null => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

/** The entry of `phone` under `key` (a map by phone), or null. */
function readEntry(key: string, phone: string | null): Record<string, unknown> | null {
  if (!phone) return null;
  try {
    const raw = localStorage.getItem(key);
    return record(record(raw === null ? null : JSON.parse(raw))?.[phone] ?? null);
  } catch {
    return null;
  }
}

function writeEntry(key: string, phone: string | null, value: unknown): void {
  if (!phone || !readToken()) return;
  try {
    const raw = localStorage.getItem(key);
    let all: Record<string, unknown> = {};
    try {
      all = record(raw === null ? null : JSON.parse(raw)) ?? {};
    } catch {
      // an unreadable map is started afresh
    }
    localStorage.setItem(key, JSON.stringify({ ...all, [phone]: value }));
  } catch {
    // private mode or a full storage: the value lasts for this visit
  }
}

/** The limits `phone` keeps on the device (ETB, break end in epoch ms); none without a player. */
export function readDeviceLimits(phone: string | null): PlayLimits {
  const v = readEntry(PLAYER_KEPT_KEYS.limits, phone);
  if (v === null) return NO_LIMITS;
  const limits: PlayLimits = { dailyDeposit: amount(v.dailyDeposit), dailyStake: amount(v.dailyStake), breakUntil: instant(v.breakUntil) };
  return v.chatOff === true ? { ...limits, chatOff: true } : limits;
}

/** Keeps the limits of `phone` on the device. */
export function writeDeviceLimits(phone: string | null, limits: PlayLimits): void {
  writeEntry(PLAYER_KEPT_KEYS.limits, phone, limits);
}

/** Today's totals of `phone` as last counted on the device (any day; `totalsOfToday` drops an old one). */
export function readDayTotals(phone: string | null): DayTotals | null {
  const v = readEntry(PLAYER_KEPT_KEYS.limitsToday, phone);
  if (v === null || typeof v.day !== 'string') return null;
  return { day: v.day, deposits: amount(v.deposits) ?? 0, stakes: amount(v.stakes) ?? 0 };
}

/** Keeps today's totals of `phone` on the device. */
export function writeDayTotals(phone: string | null, totals: DayTotals): void {
  writeEntry(PLAYER_KEPT_KEYS.limitsToday, phone, totals);
}

/**
 * The server's answer (OpenAPI `Limits`: ETB, ISO date-time; absent = none) as `PlayLimits`. A
 * server that does not keep the proposed `chat_off` (absent or `null`) leaves the device's choice
 * (`deviceChatOff`) in force.
 */
export function fromServer(limits: Limits, deviceChatOff?: boolean): PlayLimits {
  const until = limits.break_until ? Date.parse(limits.break_until) : NaN;
  const read: PlayLimits = { dailyDeposit: limits.daily_deposit_limit ?? null, dailyStake: limits.daily_stake_limit ?? null, breakUntil: Number.isFinite(until) ? until : null };
  const chatOff = limits.chat_off ?? deviceChatOff;
  return chatOff === undefined ? read : { ...read, chatOff };
}
