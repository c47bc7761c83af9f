import { addToToday, limitRefusal, totalsOfToday, type DayTotals, type PlayLimits } from '@/shared/lib/limits';
import { formatEtb } from '@/shared/lib/money';
import type { World } from './world';

/**
 * The proposed limits (responsible play, OpenAPI tag `limits`) in the mock world: per player the
 * daily deposit and stake limits, a break's end, and today's deposits and stakes (Addis Ababa day,
 * the client's own arithmetic from `@/shared/lib/limits`). Deposits count when requested and
 * accepted; stakes when debited (manual join, scheduled purchase).
 */
interface LimitsData {
  limits?: Record<string, PlayLimits>;
  /** Players who turned the game chat off for good (proposed `PUT /limits/chat`). */
  chatOff?: Record<string, boolean>;
  limitTotals?: Record<string, DayTotals>;
}
const data = (world: World) => world.data as unknown as LimitsData;
const NONE: PlayLimits = { dailyDeposit: null, dailyStake: null, breakUntil: null };

/** The player's limits (none when never set). */
export function limitsOf(world: World, phone: string): PlayLimits {
  return data(world).limits?.[phone] ?? NONE;
}

/** Sets the player's limits and saves the world. */
export function setLimits(world: World, phone: string, limits: PlayLimits): void {
  (data(world).limits ??= {})[phone] = limits;
  world.save();
}

/**
 * The limits as the contract answers them (`Limits`: ETB, ISO date-time, null = none); `chat_off`
 * only when on (absent means off).
 */
export function limitsAnswer(limits: PlayLimits, chatOff = false) {
  return {
    daily_deposit_limit: limits.dailyDeposit,
    daily_stake_limit: limits.dailyStake,
    break_until: limits.breakUntil !== null && limits.breakUntil > 0 ? new Date(limits.breakUntil).toISOString() : null,
    ...(chatOff ? { chat_off: true } : {}),
  };
}

/** Whether the player turned the game chat and reactions off for good. */
export function chatOffOf(world: World, phone: string): boolean {
  return data(world).chatOff?.[phone] === true;
}

/** Turns the player's game chat off (`true`) or on again, and saves the world. */
export function setChatOff(world: World, phone: string, off: boolean): void {
  const all = (data(world).chatOff ??= {});
  if (off) all[phone] = true;
  else delete all[phone];
  world.save();
}

/** Whether the player is on a break from play now (the chat refuses them too). */
export function onBreak(world: World, phone: string): boolean {
  const until = limitsOf(world, phone).breakUntil;
  return until !== null && until > world.now();
}

/** Today's deposits and stakes of the player (ETB). */
export function totalsOf(world: World, phone: string): DayTotals {
  return totalsOfToday(data(world).limitTotals?.[phone] ?? null, world.now());
}

/**
 * Why a deposit or stake of `amount` ETB by `phone` is refused by the player's limits or break, in
 * the server's words; null when it may go ahead.
 */
export function limitRefusalText(world: World, phone: string, kind: 'deposit' | 'stake', amount: number): string | null {
  const refusal = limitRefusal(limitsOf(world, phone), totalsOf(world, phone), kind, amount, world.now());
  if (refusal === null) return null;
  if (refusal.reason === 'break') return `You are on a break until ${new Date(refusal.until).toISOString()}.`;
  return `Over your daily ${kind} limit of ${formatEtb(refusal.limit)} ETB: ${formatEtb(refusal.left)} ETB left today.`;
}

/** Counts a deposit or stake of `amount` ETB toward the player's today (the caller saves the world). */
export function countTowardLimits(world: World, phone: string, kind: 'deposit' | 'stake', amount: number): void {
  (data(world).limitTotals ??= {})[phone] = addToToday(data(world).limitTotals?.[phone] ?? null, kind, amount, world.now());
}
