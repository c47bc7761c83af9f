import type { HttpHandler } from 'msw';
import type { World } from '../world/world';
import { route } from './contract';
import { linkedTelegramUser } from '../world/telegram';

/**
 * Stateful MSW handlers of the mock provider: the HTTP calls of spec §7 this slice makes, answered
 * from the world. The same handlers serve the browser (service worker) and `npm run provider`
 * (through @mswjs/http-middleware). Paths match any base URL ending in `/api`.
 */
export function createHttpHandlers(world: World): HttpHandler[] {
  const bearer = (request: Request) => request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? null;
  const userOf = (a: { username: string; phone: string; verified: boolean }) => ({ username: a.username, phone: a.phone, verified: a.verified });

  const isPhone = (v: unknown): v is string => typeof v === 'string' && /^\d{10}$/.test(v);

  return [
    route('post', '/users/create/', ({ reply, body: b }) => {
      const refuse = (error: string) => reply(400, { error });
      if (typeof b.username !== 'string' || !b.username.trim()) return refuse('username is required');
      if (!isPhone(b.phone)) return refuse('phone number must be 10 digits');
      if (typeof b.password !== 'string' || !b.password) return refuse('password is required');
      if (world.account(b.phone)) return refuse('phone number already registered');
      if (!world.phoneRecentlyVerified(b.phone)) return refuse('phone number not verified');
      // the proposed responsible-play field: no account without the 21-or-older confirmation
      if (b.age_confirmed !== true) return refuse('you must confirm you are 21 years of age or older');
      const account = world.createAccount({ username: b.username.trim(), phone: b.phone, password: b.password, agentId: typeof b.agentId === 'string' ? b.agentId : undefined });
      return reply(200, { user: userOf(account), token: world.issueToken(account.phone) });
    }),

    route('get', '/users/verify_phone', ({ reply, request }) => {
      const phone = new URL(request.url).searchParams.get('phone');
      if (!isPhone(phone)) return reply(400, { message: 'phone number must be 10 digits' });
      return reply(200, world.sendCode(phone, 'verify'));
    }),

    route('post', '/users/validate_phone', ({ reply, body: b }) => {
      if (!isPhone(b.phone) || typeof b.code !== 'string' || typeof b.verificationId !== 'string') return reply(400, { message: 'phone, code and verificationId are required' });
      const result = world.checkCode(b.verificationId, b.phone, b.code);
      return result.ok ? reply(200, { message: result.message }) : reply(400, { message: result.message });
    }),

    route('get', '/users/pwd_change_request', ({ reply, request }) => {
      const phone = new URL(request.url).searchParams.get('phone');
      if (!isPhone(phone)) return reply(400, { message: 'phone number must be 10 digits' });
      if (!world.account(phone)) return reply(404, { message: 'no account with this phone number' });
      return reply(200, { data: world.startReset(phone) });
    }),

    route('post', '/users/reset_pwd', ({ reply, body: b }) => {
      if (!isPhone(b.phone) || typeof b.token !== 'string' || typeof b.newPassword !== 'string') return reply(400, { message: 'phone, token and newPassword are required' });
      if (b.newPassword !== b.confirmPassword) return reply(400, { message: 'passwords do not match' });
      if (b.newPassword.length < 6) return reply(400, { message: 'password must be at least 6 characters' });
      const result = world.finishReset(b.token, b.phone, b.newPassword);
      return result.ok ? reply(200, { data: { message: result.message } }) : reply(400, { message: result.message });
    }),

    route('post', '/users/login/', ({ reply, body: b }) => {
      const phone = typeof b.username === 'string' ? b.username.trim() : '';
      const password = typeof b.password === 'string' ? b.password : '';
      const account = world.account(phone);
      if (!account || account.password !== password) return reply(400, { message: 'invalid phone number or password' });
      return reply(200, { token: world.issueToken(phone), user: userOf(account), credit_balance: world.balanceOf(phone) });
    }),

    route('get', '/users/get_user_info', ({ reply, request }) => {
      const account = world.accountByToken(bearer(request));
      if (!account) return reply(401, { message: 'unauthorized' });
      const telegram = linkedTelegramUser(world, account.phone);
      return reply(200, { user: userOf(account), credit_balance: world.balanceOf(account.phone), ...(telegram ? { telegram } : {}) });
    }),

    route('get', '/transactions/balance/{id}', ({ reply, request, params }) => {
      const account = world.accountByToken(bearer(request));
      if (!account) return reply(401, { message: 'unauthorized' });
      if (params.id !== account.phone) return reply(403, { message: 'forbidden' });
      return reply(200, world.balanceOf(account.phone));
    }),

    route('get', '/boards/ids/', ({ reply, request }) => {
      if (!world.accountByToken(bearer(request))) return reply(401, { message: 'unauthorized' });
      return reply(200, world.boards.map((b) => b.board_id));
    }),

    route('get', '/boards/', ({ reply, request }) => {
      if (!world.accountByToken(bearer(request))) return reply(401, { message: 'unauthorized' });
      return reply(200, { data: world.boards });
    }),

    route('get', '/boards/{id}', ({ reply, request, params }) => {
      if (!world.accountByToken(bearer(request))) return reply(401, { message: 'unauthorized' });
      const board = world.boards[Number(params.id) - 1];
      if (!board) return reply(404, { message: 'board not found' });
      return reply(200, { data: board });
    }),
  ];
}
