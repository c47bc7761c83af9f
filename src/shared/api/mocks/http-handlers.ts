import { http, HttpResponse, type HttpHandler } from 'msw';
import type { World } from './world';

/**
 * Stateful MSW handlers of the mock provider: the HTTP calls of spec §7 this slice makes, answered
 * from the world. The same handlers serve the browser (service worker) and `npm run provider`
 * (through @mswjs/http-middleware). Paths match any base URL ending in `/api`.
 */
export function createHttpHandlers(world: World): HttpHandler[] {
  const unauthorized = () => HttpResponse.json({ message: 'unauthorized' }, { status: 401 });
  const bearer = (request: Request) => request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? null;
  const userOf = (a: { username: string; phone: string; verified: boolean }) => ({ username: a.username, phone: a.phone, verified: a.verified });

  return [
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
