// Responsible play: limits and breaks (proposed, OpenAPI tag `limits`).
import { ApiError } from '../http/fetcher';
import { parseAnswer } from '../http/validate';
import { http, validators } from './load';

/**
 * Whether an error means the server does not offer limits (responsible play, ours): 404 or 501, or
 * no answer at all (network error, time-out, 5xx). The client then keeps the limits on the device.
 */
export function limitsUnavailable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 501 || error.noAnswer);
}

/**
 * GET /limits (proposed, responsible play): the player's daily deposit and stake limits (ETB, two
 * decimals) and break end (ISO date-time); absent or `null` = none. @throws ApiError (see `limitsUnavailable`)
 */
export async function getLimits() {
  const [zod, answer] = await Promise.all([validators(), http().then((gen) => gen.getLimits())]);
  return parseAnswer(zod.GetLimitsResponse, answer.data, 'limits');
}

/** PUT /limits (proposed): sets both daily limits (ETB, `null` clears); answers the limits that apply now. @throws ApiError */
export async function putLimits(body: { daily_deposit_limit: number | null; daily_stake_limit: number | null }) {
  const [zod, answer] = await Promise.all([validators(), http().then((gen) => gen.putLimits(body))]);
  return parseAnswer(zod.PutLimitsResponse, answer.data, 'limits');
}

/** POST /limits/break (proposed): a break of 24 hours, 7 days or 30 days from now; answers the limits with `break_until`. @throws ApiError */
export async function takeBreak(period: '24h' | '7d' | '30d') {
  const [zod, answer] = await Promise.all([validators(), http().then((gen) => gen.takeBreak({ period }))]);
  return parseAnswer(zod.TakeBreakResponse, answer.data, 'limits/break');
}
