import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { mockCall, server } from '../../../tests/setup/http-server';
import { getLinkedTelegram, isNotOffered, readLinkedTelegram, telegramUnlink } from './index.linked-telegram';
import { getUserInfo } from '.';

const user = { username: 'abebe', phone: '0911000001', verified: true };
const balance = { current_balance: 500, promo_balance: 0 };

/** The proposed `telegram` of GET /users/get_user_info and POST /users/telegram_unlink/. */
describe('the linked Telegram user', () => {
  test('is read from get_user_info; null, absent or an unknown shape all mean none linked', async () => {
    const info = mockCall('get', '/users/get_user_info');
    info.mockReturnValue({ user, credit_balance: balance, telegram: { id: 700000001, first_name: 'Abebe', username: 'abebe_demo' } });
    expect(await getLinkedTelegram()).toEqual({ id: 700000001, firstName: 'Abebe', username: 'abebe_demo' });
    info.mockReturnValue({ user, credit_balance: balance, telegram: null });
    expect(await getLinkedTelegram()).toBeNull();
    info.mockReturnValue({ user, credit_balance: balance });
    expect(await getLinkedTelegram()).toBeNull();
    expect(readLinkedTelegram({ id: '700000001', first_name: 'Abebe' })).toBeNull();
    expect(readLinkedTelegram({ id: 700000001, first_name: 'Abebe', username: null })).toEqual({ id: 700000001, firstName: 'Abebe' });
  });

  test('a `telegram` this client cannot read never fails the session check', async () => {
    mockCall('get', '/users/get_user_info').mockReturnValue({ user, credit_balance: balance, telegram: { id: 'not a number' } });
    expect(await getUserInfo()).toEqual({ user, credit_balance: balance });
  });

  test('unlink posts with the bearer token and no identity; 404 and 501 read as "not offered"', async () => {
    const sent: { body: string; auth: string | null }[] = [];
    server.use(
      http.post('*/users/telegram_unlink/', async ({ request }) => {
        sent.push({ body: await request.text(), auth: request.headers.get('authorization') });
        return HttpResponse.json({ message: 'Telegram user unlinked' });
      }),
    );
    expect(await telegramUnlink()).toEqual({ message: 'Telegram user unlinked' });
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toBe('');
    server.use(http.post('*/users/telegram_unlink/', () => HttpResponse.json({ message: 'not implemented' }, { status: 501 })));
    const error = await telegramUnlink().catch((e: unknown) => e);
    expect(isNotOffered(error)).toBe(true);
    expect(isNotOffered({ status: 500 })).toBe(false);
  });
});
