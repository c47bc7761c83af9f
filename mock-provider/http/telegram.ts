import { http, HttpResponse, type HttpHandler } from 'msw';
import { checkInitData, linkedPhone, linkTelegram, mockBotToken } from '../world/telegram';
import type { World } from '../world/world';

/**
 * The proposed Telegram sign-in calls (OpenAPI `telegramLogin`, `telegramLink`): init data checked
 * with the bot token (`MOCK_TELEGRAM_BOT_TOKEN` on the Node provider, else the documented test
 * token), 401 for a wrong signature or data older than 24 h, 404 when no account is linked, and
 * the login answer otherwise. The identity is the signed `user.id`, nothing the client names.
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

  return [
    http.post('*/api/users/telegram_login/', async ({ request }) => {
      const check = await checkInitData((await body(request)).init_data, botToken, world.now());
      if (!check.ok) return refused(check.reason);
      const phone = linkedPhone(world, check.user.id);
      if (!phone || !world.account(phone)) return HttpResponse.json({ message: 'no Cartela account is linked to this Telegram user' }, { status: 404 });
      return loginAnswer(phone);
    }),

    http.post('*/api/users/telegram_link/', async ({ request }) => {
      const b = await body(request);
      const check = await checkInitData(b.init_data, botToken, world.now());
      if (!check.ok) return refused(check.reason);
      const phone = typeof b.username === 'string' ? b.username.trim() : '';
      const account = world.account(phone);
      if (!account || typeof b.password !== 'string' || account.password !== b.password) {
        return HttpResponse.json({ message: 'invalid phone number or password' }, { status: 400 });
      }
      linkTelegram(world, check.user.id, phone);
      return loginAnswer(phone);
    }),
  ];
}
