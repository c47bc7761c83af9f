// Responsible play: limits and breaks (proposed, OpenAPI tag `limits`); GET and PUT /limits are the
// generated calls (../index.limits.ts).
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

/** POST /limits/break (proposed): a break of 24 hours, 7 days or 30 days from now; answers the limits with `break_until`. @throws ApiError */
export async function takeBreak(period: '24h' | '7d' | '30d') {
  const [zod, answer] = await Promise.all([validators(), http().then((gen) => gen.takeBreak({ period }))]);
  return parseAnswer(zod.TakeBreakResponse, answer.data, 'limits/break');
}
