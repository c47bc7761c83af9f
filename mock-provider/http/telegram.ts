import { http, HttpResponse, type HttpHandler } from 'msw';
import { checkInitData, LINK_MAX_AGE_S, linkedPhone, linkNoticeText, linkTelegram, mockBotToken, SIGN_IN_MAX_AGE_S, unlinkAccount } from '../world/telegram';
import type { World } from '../world/world';

/**
 * The proposed Telegram calls (OpenAPI `telegramLogin`, `telegramLink`, `telegramUnlink`): init data
 * checked with the bot token (`MOCK_TELEGRAM_BOT_TOKEN` on the Node provider, else the documented
 * test token); 401 for a wrong signature, sign-in data more than an hour old or link data more than
 * ten minutes old; 404 when no account is linked (sign-in); 409 when the account already has another
 * Telegram user (link); an SMS notice to the account's phone for every new link; unlink takes the
 * account from the bearer token only. The identity is the signed `user.id`, nothing the client names.
 */
export function createTelegramHandlers(world: World, botToken: string = mockBotToken()): HttpHandler[] {
  const body = async (request: Request) => ((await request.json().catch(() => null)) ?? {}) as Record<string, unknown>;
  const refused = (message: string) => HttpResponse.json({ message }, { status: 401 });
  const loginAnswer = (phone: string) => {
    const account = world.account(phone)!;
    return HttpResponse.json({
      token: world.issueToken(phone),
      user: { username: account.username, phone: account.phone, verified: account.verified },
      credit_balance: world.balanceOf(phone),
    });
  };
  const bearer = (request: Request) => request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';

  return [
    http.post('*/api/users/telegram_login/', async ({ request }) => {
      const check = await checkInitData((await body(request)).init_data, botToken, world.now(), SIGN_IN_MAX_AGE_S);
      if (!check.ok) return refused(check.reason);
      const phone = linkedPhone(world, check.user.id);
      if (!phone || !world.account(phone)) return HttpResponse.json({ message: 'no Cartela account is linked to this Telegram user' }, { status: 404 });
      return loginAnswer(phone);
    }),

    http.post('*/api/users/telegram_link/', async ({ request }) => {
      const b = await body(request);
      const check = await checkInitData(b.init_data, botToken, world.now(), LINK_MAX_AGE_S);
      if (!check.ok) return refused(check.reason);
      const phone = typeof b.username === 'string' ? b.username.trim() : '';
      const account = world.account(phone);
      if (!account || typeof b.password !== 'string' || account.password !== b.password) {
        return HttpResponse.json({ message: 'invalid phone number or password' }, { status: 400 });
      }
      const linked = linkTelegram(world, check.user, phone);
      if (!linked.ok) return HttpResponse.json({ message: linked.message }, { status: 409 });
      if (linked.created) world.sendNotice(phone, linkNoticeText(check.user));
      return loginAnswer(phone);
    }),

    http.post('*/api/users/telegram_unlink/', ({ request }) => {
      const account = world.accountByToken(bearer(request));
      if (!account) return HttpResponse.json({ message: 'unauthorized' }, { status: 401 });
      unlinkAccount(world, account.phone);
      return HttpResponse.json({ message: 'Telegram user unlinked' });
    }),
  ];
}
