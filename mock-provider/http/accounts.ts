import { http, HttpResponse, type HttpHandler } from 'msw';
import type { World } from '../world/world';

/**
 * Stateful MSW handlers of the mock provider: the HTTP calls of spec §7 this slice makes, answered
 * from the world. The same handlers serve the browser (service worker) and `npm run provider`
 * (through @mswjs/http-middleware). Paths match any base URL ending in `/api`.
 */
export function createHttpHandlers(world: World): HttpHandler[] {
  const unauthorized = () => HttpResponse.json({ message: 'unauthorized' }, { status: 401 });
  const bearer = (request: Request) => request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? null;
  const userOf = (a: { username: string; phone: string; verified: boolean }) => ({ username: a.username, phone: a.phone, verified: a.verified });

  const isPhone = (v: unknown): v is string => typeof v === 'string' && /^\d{10}$/.test(v);
  const bad = (message: string) => HttpResponse.json({ message }, { status: 400 });
  const body = async (request: Request) => ((await request.json().catch(() => null)) ?? {}) as Record<string, unknown>;

  return [
    http.post('*/api/users/create/', async ({ request }) => {
      const b = await body(request);
      const refuse = (error: string) => HttpResponse.json({ error }, { status: 400 });
      if (typeof b.username !== 'string' || !b.username.trim()) return refuse('username is required');
      if (!isPhone(b.phone)) return refuse('phone number must be 10 digits');
      if (typeof b.password !== 'string' || !b.password) return refuse('password is required');
      if (world.account(b.phone)) return refuse('phone number already registered');
      if (!world.phoneRecentlyVerified(b.phone)) return refuse('phone number not verified');
      // the proposed responsible-play field: no account without the 21-or-older confirmation
      if (b.age_confirmed !== true) return refuse('you must confirm you are 21 years of age or older');
      const account = world.createAccount({ username: b.username.trim(), phone: b.phone, password: b.password, agentId: typeof b.agentId === 'string' ? b.agentId : undefined });
      return HttpResponse.json({ user: userOf(account), token: world.issueToken(account.phone) });
    }),

    http.get('*/api/users/verify_phone', ({ request }) => {
      const phone = new URL(request.url).searchParams.get('phone');
      if (!isPhone(phone)) return bad('phone number must be 10 digits');
      return HttpResponse.json(world.sendCode(phone, 'verify'));
    }),

    http.post('*/api/users/validate_phone', async ({ request }) => {
      const b = await body(request);
      if (!isPhone(b.phone) || typeof b.code !== 'string' || typeof b.verificationId !== 'string') return bad('phone, code and verificationId are required');
      const result = world.checkCode(b.verificationId, b.phone, b.code);
      return result.ok ? HttpResponse.json({ message: result.message }) : bad(result.message);
    }),

    http.get('*/api/users/pwd_change_request', ({ request }) => {
      const phone = new URL(request.url).searchParams.get('phone');
      if (!isPhone(phone)) return bad('phone number must be 10 digits');
      if (!world.account(phone)) return HttpResponse.json({ message: 'no account with this phone number' }, { status: 404 });
      return HttpResponse.json({ data: world.startReset(phone) });
    }),

    http.post('*/api/users/reset_pwd', async ({ request }) => {
      const b = await body(request);
      if (!isPhone(b.phone) || typeof b.token !== 'string' || typeof b.newPassword !== 'string') return bad('phone, token and newPassword are required');
      if (b.newPassword !== b.confirmPassword) return bad('passwords do not match');
      if (b.newPassword.length < 6) return bad('password must be at least 6 characters');
      const result = world.finishReset(b.token, b.phone, b.newPassword);
      return result.ok ? HttpResponse.json({ data: { message: result.message } }) : bad(result.message);
    }),

    http.post('*/api/users/login/', async ({ request }) => {
      const body = (await request.json().catch(() => null)) as { username?: unknown; password?: unknown } | null;
      const phone = typeof body?.username === 'string' ? body.username.trim() : '';
      const password = typeof body?.password === 'string' ? body.password : '';
      const account = world.account(phone);
      if (!account || account.password !== password) {
        return HttpResponse.json({ message: 'invalid phone number or password' }, { status: 400 });
      }
      return HttpResponse.json({
        token: world.issueToken(phone),
        user: userOf(account),
        credit_balance: world.balanceOf(phone),
      });
    }),

    http.get('*/api/users/get_user_info', ({ request }) => {
      const account = world.accountByToken(bearer(request));
      if (!account) return unauthorized();
      return HttpResponse.json({ user: userOf(account), credit_balance: world.balanceOf(account.phone) });
    }),

    http.get('*/api/transactions/balance/:id', ({ request, params }) => {
      const account = world.accountByToken(bearer(request));
      if (!account) return unauthorized();
      if (params.id !== account.phone) return HttpResponse.json({ message: 'forbidden' }, { status: 403 });
      return HttpResponse.json(world.balanceOf(account.phone));
    }),

    http.get('*/api/boards/ids/', ({ request }) => {
      if (!world.accountByToken(bearer(request))) return unauthorized();
      return HttpResponse.json(world.boards.map((b) => b.board_id));
    }),

    http.get('*/api/boards/', ({ request }) => {
      if (!world.accountByToken(bearer(request))) return unauthorized();
      return HttpResponse.json({ data: world.boards });
    }),

    http.get('*/api/boards/:id', ({ request, params }) => {
      if (!world.accountByToken(bearer(request))) return unauthorized();
      const board = world.boards[Number(params.id) - 1];
      if (!board) return HttpResponse.json({ message: 'board not found' }, { status: 404 });
      return HttpResponse.json({ data: board });
    }),
  ];
}
