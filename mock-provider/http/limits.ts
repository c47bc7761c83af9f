import type { HttpHandler } from 'msw';
import { breakEnd, type BreakPeriod } from '@/shared/lib/limits';
import { chatOffOf, limitsAnswer, limitsOf, setChatOff, setLimits } from '../world/limits';
import type { World } from '../world/world';
import { route } from './contract';

/**
 * The proposed limit calls (responsible play, OpenAPI tag `limits`): GET/PUT /limits, POST
 * /limits/break and PUT /limits/chat (the game chat off for good) for the bearer token's player. A raise applies at once (the contract lets a server
 * delay it; the mock does not). The money paths refuse what the limits forbid (http/wallet.ts,
 * the engines' join and purchase rules).
 */
export function createLimitsHandlers(world: World): HttpHandler[] {
  const player = (request: Request) => world.accountByToken(request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? null);
  /** A limit as sent: null (none) or a positive amount with at most two decimals; undefined when invalid. */
  const limitOf = (v: unknown): number | null | undefined =>
    v === null || v === undefined ? null : typeof v === 'number' && v > 0 && Math.round(v * 100) === v * 100 ? v : undefined;

  return [
    route('get', '/limits', ({ reply, request }) => {
      const account = player(request);
      return account ? reply(200, limitsAnswer(limitsOf(world, account.phone), chatOffOf(world, account.phone))) : reply(401, { message: 'unauthorized' });
    }),
    route('put', '/limits', ({ reply, request, body: b }) => {
      const account = player(request);
      if (!account) return reply(401, { message: 'unauthorized' });
      const dailyDeposit = limitOf(b.daily_deposit_limit);
      const dailyStake = limitOf(b.daily_stake_limit);
      if (dailyDeposit === undefined || dailyStake === undefined) return reply(400, { message: 'A limit must be a positive amount with at most two decimals, or null.' });
      const next = { ...limitsOf(world, account.phone), dailyDeposit, dailyStake };
      setLimits(world, account.phone, next);
      return reply(200, limitsAnswer(next, chatOffOf(world, account.phone)));
    }),
    route('post', '/limits/break', ({ reply, request, body: b }) => {
      const account = player(request);
      if (!account) return reply(401, { message: 'unauthorized' });
      if (b.period !== '24h' && b.period !== '7d' && b.period !== '30d') return reply(400, { message: 'period must be 24h, 7d or 30d' });
      const current = limitsOf(world, account.phone);
      const next = { ...current, breakUntil: breakEnd(b.period as BreakPeriod, world.now(), current.breakUntil) };
      setLimits(world, account.phone, next);
      return reply(200, limitsAnswer(next, chatOffOf(world, account.phone)));
    }),
    // play together (proposed): the game chat off for good; the chat module refuses the player with `muted`
    route('put', '/limits/chat', ({ reply, request, body: b }) => {
      const account = player(request);
      if (!account) return reply(401, { message: 'unauthorized' });
      if (typeof b.chat_off !== 'boolean') return reply(400, { message: 'chat_off must be true or false' });
      setChatOff(world, account.phone, b.chat_off);
      return reply(200, { ...limitsAnswer(limitsOf(world, account.phone)), chat_off: b.chat_off });
    }),
  ];
}
