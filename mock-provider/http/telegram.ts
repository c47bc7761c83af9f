import { http, HttpResponse, type HttpHandler } from 'msw';
import { checkContact, checkInitData, LINK_MAX_AGE_S, linkedPhone, linkNoticeText, linkTelegram, mockBotToken, SIGN_IN_MAX_AGE_S, unlinkAccount } from '../world/telegram';
import type { World } from '../world/world';

/**
 * The proposed Telegram calls (OpenAPI `telegramLogin`, `telegramLink`, `telegramUnlink`): init data
 * checked with the bot token (`MOCK_TELEGRAM_BOT_TOKEN` on the Node provider, else the documented
 * test token); 401 for a wrong signature, sign-in data more than an hour old or link data more than
 * ten minutes old; 404 when no account is linked (sign-in); 409 when the account already has another
 * Telegram user (link); an SMS notice to the account's phone for every new link; unlink takes the
 * account from the bearer token only. The identity is the signed `user.id`, nothing the client names.
 * `telegramVerifyPhone`: the shared contact and the launch data, both signed and at most ten minutes
 * old (401), the contact of that same Telegram user with that phone (400), mark the phone verified
 * for signup as a right SMS code does.
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

    http.post('*/api/users/telegram_verify_phone/', async ({ request }) => {
      const b = await body(request);
      const launch = await checkInitData(b.init_data, botToken, world.now(), LINK_MAX_AGE_S);
      if (!launch.ok) return refused(launch.reason);
      const contact = await checkContact(b.contact, botToken, world.now(), LINK_MAX_AGE_S);
      if (!contact.ok) return refused(contact.reason);
      const phone = typeof b.phone === 'string' ? b.phone.trim() : '';
      if (!/^\d{10}$/.test(phone)) return HttpResponse.json({ message: 'phone number must be 10 digits' }, { status: 400 });
      // a contact someone else shared proves nothing about this player's phone
      if (contact.userId !== launch.user.id) return HttpResponse.json({ message: 'the shared contact is not this Telegram user' }, { status: 400 });
      if (contact.phone !== phone) return HttpResponse.json({ message: 'the phone Telegram shared is not this phone number' }, { status: 400 });
      world.markPhoneVerified(phone);
      return HttpResponse.json({ message: 'phone verified' });
    }),

    http.post('*/api/users/telegram_unlink/', ({ request }) => {
      const account = world.accountByToken(bearer(request));
      if (!account) return HttpResponse.json({ message: 'unauthorized' }, { status: 401 });
      unlinkAccount(world, account.phone);
      return HttpResponse.json({ message: 'Telegram user unlinked' });
    }),
  ];
}
