import { roundEtb } from '../money';

/**
 * Responsible play (ours, not in the spec): the arithmetic of the daily deposit and stake limits
 * and of a break. Pure: the time comes in as epoch ms, amounts are ETB with two decimals.
 */

/**
 * A player's limits: ETB per Addis Ababa calendar day (`null` = none), the break's end (epoch ms,
 * `null` = none) and whether reactions and chat in games are turned off for good (absent = on).
 */
export interface PlayLimits {
  dailyDeposit: number | null;
  dailyStake: number | null;
  breakUntil: number | null;
  chatOff?: boolean;
}

/** No limit and no break: every rule of this module lets everything through. */
export const NO_LIMITS: PlayLimits = { dailyDeposit: null, dailyStake: null, breakUntil: null };

/** What the device counted today (ETB) toward the limits; `day` is the Addis Ababa date `YYYY-MM-DD`. */
export interface DayTotals {
  day: string;
  deposits: number;
  stakes: number;
}

/** The break lengths offered: 24 hours, 7 days, 30 days. */
export type BreakPeriod = '24h' | '7d' | '30d';
const HOUR_MS = 3_600_000;
/** Length of each break in ms. */
export const BREAK_MS: Record<BreakPeriod, number> = { '24h': 24 * HOUR_MS, '7d': 7 * 24 * HOUR_MS, '30d': 30 * 24 * HOUR_MS };

/** Africa/Addis_Ababa is UTC+3 all year (no daylight saving). */
const ADDIS_OFFSET_MS = 3 * HOUR_MS;

/** The Addis Ababa calendar day of an instant (epoch ms) as `YYYY-MM-DD`; the day the limits count. */
export function addisDay(nowMs: number): string {
  return new Date(nowMs + ADDIS_OFFSET_MS).toISOString().slice(0, 10);
}

/** Today's totals: the stored ones when they are of today's Addis Ababa day, else zero (a new day starts at 0). */
export function totalsOfToday(stored: DayTotals | null, nowMs: number): DayTotals {
  const day = addisDay(nowMs);
  return stored !== null && stored.day === day ? stored : { day, deposits: 0, stakes: 0 };
}

/** Today's totals with `amount` (ETB) added to deposits or stakes (a new day starts from 0). */
export function addToToday(stored: DayTotals | null, kind: 'deposit' | 'stake', amount: number, nowMs: number): DayTotals {
  const today = totalsOfToday(stored, nowMs);
  return kind === 'deposit' ? { ...today, deposits: roundEtb(today.deposits + amount) } : { ...today, stakes: roundEtb(today.stakes + amount) };
}

/** Whether a break is running at `nowMs` (it ends at `breakUntil`, exclusive). */
export function onBreak(limits: PlayLimits, nowMs: number): boolean {
  return limits.breakUntil !== null && nowMs < limits.breakUntil;
}

/** Why a deposit or stake of `amount` ETB is refused; `left` is what today's limit still allows (ETB, ≥ 0). */
export type LimitRefusal = { reason: 'break'; until: number } | { reason: 'deposit' | 'stake'; limit: number; left: number };

/**
 * Whether a deposit or stake of `amount` ETB may go ahead under `limits`, given today's totals:
 * refused during a break, or when today's total plus `amount` is over the daily limit (reaching it
 * exactly is allowed). `null` = allowed; with no limits (`NO_LIMITS`) always `null`.
 */
export function limitRefusal(limits: PlayLimits, totals: DayTotals | null, kind: 'deposit' | 'stake', amount: number, nowMs: number): LimitRefusal | null {
  if (onBreak(limits, nowMs)) return { reason: 'break', until: limits.breakUntil! };
  const limit = kind === 'deposit' ? limits.dailyDeposit : limits.dailyStake;
  if (limit === null) return null;
  const today = totalsOfToday(totals, nowMs);
  const used = kind === 'deposit' ? today.deposits : today.stakes;
  if (roundEtb(used + amount) <= limit) return null;
  return { reason: kind, limit, left: Math.max(0, roundEtb(limit - used)) };
}

/** The end of a break of `period` taken at `nowMs` (epoch ms); a running break that ends later is kept. */
export function breakEnd(period: BreakPeriod, nowMs: number, current: number | null = null): number {
  const end = nowMs + BREAK_MS[period];
  return current !== null && current > end ? current : end;
}

/**
 * A limit typed by the player: empty = no limit (`null`); otherwise a positive ETB amount with at
 * most two decimals, else `undefined` (invalid).
 */
export function parseLimitInput(text: string): number | null | undefined {
  const t = text.trim();
  if (t === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return undefined;
  const n = Number(t);
  return n > 0 ? n : undefined;
}
