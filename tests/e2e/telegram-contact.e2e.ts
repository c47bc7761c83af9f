import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { MOCK_TELEGRAM_TEST_BOT_TOKEN, signContact, telegramLaunchHash } from '@mock-provider/node';
import { chromiumForFile } from './browser';
import { providerServerForBlock } from './game-flow';
import { posts, receive, telegramPage as openTelegramPage } from './telegram-page';
import { netUrl, providerPort } from './servers';

/**
 * The phone from Telegram inside the Mini App: "Use my Telegram number" on the link screen and on
 * signup, and signup's Send OTP offering Telegram's signed contact to the server (proposed
 * `POST /users/telegram_verify_phone/`), which skips the SMS code when it matches. The native side
 * is faked as in telegram.e2e.ts (`TelegramWebviewProxy.postEvent` records, events come through
 * `Telegram.WebView.receiveEvent`); the contact is signed with the mock's test bot token, as
 * Telegram signs it for the bot's server.
 */
const browser = chromiumForFile();
/** A mobile page with the fake native side (./telegram-page.ts), in the spec's texts. */
const telegramPage = () => openTelegramPage(browser());
const postsOf = async (page: Page, method: string) => (await posts(page)).filter(([m]) => m === method).map(([, p]) => p);

/**
 * Plays Telegram's side of one phone request (the `asked`-th, counting from 1): the player shares,
 * then `getRequestedContact` answers `contact` (or the player declines when `contact` is null).
 */
async function telegramShares(page: Page, asked: number, contact: string | null) {
  await expect.poll(async () => (await postsOf(page, 'web_app_request_phone')).length).toBe(asked);
  if (contact === null) return receive(page, 'phone_requested', { status: 'cancelled' });
  const before = (await postsOf(page, 'web_app_invoke_custom_method')).length;
  await receive(page, 'phone_requested', { status: 'sent' });
  await expect.poll(async () => (await postsOf(page, 'web_app_invoke_custom_method')).length).toBeGreaterThan(before);
  const call = (await postsOf(page, 'web_app_invoke_custom_method')).at(-1) as { req_id: string; method: string };
  expect(call.method).toBe('getRequestedContact');
  await receive(page, 'custom_method_invoked', { req_id: call.req_id, result: contact });
}
/** The contact Telegram shares for `userId`, signed now with the mock's bot token (phone as Telegram writes it, `2519…`). */
const signedContact = (userId: number, phone: string) => signContact(MOCK_TELEGRAM_TEST_BOT_TOKEN, { userId, phone: `251${phone.slice(1)}`, authDate: Math.floor(Date.now() / 1000), firstName: 'Guest' });

describe.each([
  ['mock', () => inject('mockUrl')],
  ['network', () => netUrl()],
] as const)('Telegram shares the phone (%s mode)', (mode, base) => {
  if (mode === 'network') providerServerForBlock();
  /** No SMS code was sent to `phone`: no on-screen mock SMS, or nothing at the Node provider's `/__mock/sms`. */
  async function noSmsTo(page: Page, phone: string) {
    if (mode === 'mock') return expect(await page.getByTestId('mock-sms-code').count()).toBe(0);
    const sms = (await (await page.request.get(`http://127.0.0.1:${providerPort()}/__mock/sms?phone=${phone}`)).json()) as { code: string | null };
    expect(sms.code).toBeNull();
  }
  async function createAndLink(page: Page, phone: string) {
    await page.getByLabel('Username').fill('selam');
    await page.getByLabel('Password', { exact: true }).fill('selam123');
    await page.getByLabel('Re-enter password').fill('selam123');
    await page.getByRole('checkbox', { name: 'I confirm that I am 21 years of age or older' }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    const confirm = page.getByRole('region', { name: 'Link this Telegram account?' });
    await confirm.getByText(`${phone.slice(0, -3)}***`).waitFor();
    // Telegram's MainButton is the question's yes
    await receive(page, 'main_button_pressed');
    await page.waitForURL('**/gameType');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  }

  test('link screen: "Use my Telegram number" fills the phone; Sign up with the shared contact skips the SMS code, creates, links and is in', async () => {
    const { context, page, errors } = await telegramPage();
    const userId = mode === 'mock' ? 700000041 : 700000042;
    const phone = mode === 'mock' ? '0933100041' : '0933100042';
    try {
      await page.goto(`${base()}/${await telegramLaunchHash({ userId })}`);
      const link = page.getByRole('region', { name: 'Link your Cartela account' });
      await link.getByRole('button', { name: 'Use my Telegram number' }).click();
      // while Telegram asks the player, the button waits (disabled)
      expect(await link.getByRole('button', { name: 'Waiting for Telegram…' }).isDisabled()).toBe(true);
      await telegramShares(page, 1, await signedContact(userId, phone));
      await expect.poll(() => link.getByLabel('Phone number').inputValue()).toBe(phone);
      await link.getByRole('button', { name: 'Use my Telegram number' }).waitFor();

      await link.getByRole('button', { name: 'New to Cartela? Sign up with your Telegram number' }).click();
      await telegramShares(page, 2, await signedContact(userId, phone));
      await page.waitForURL('**/signup');
      await page.getByText('Step 1 of 3').waitFor();
      expect(await page.getByLabel('Phone number').inputValue()).toBe(phone);
      await page.getByRole('button', { name: 'Use my Telegram number' }).waitFor();
      await page.getByRole('button', { name: 'Send OTP' }).click();
      // the server took Telegram's contact: no code step, no SMS
      await page.getByText('Step 3 of 3').waitFor();
      await noSmsTo(page, phone);
      await createAndLink(page, phone);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('signup step 1: declined at first, then "Use my Telegram number" shares the phone; a forged contact falls back to the SMS code', async () => {
    const { context, page, errors } = await telegramPage();
    const userId = mode === 'mock' ? 700000043 : 700000044;
    const phone = mode === 'mock' ? '0933100043' : '0933100044';
    try {
      await page.goto(`${base()}/${await telegramLaunchHash({ userId })}`);
      await page.getByRole('button', { name: 'New to Cartela? Sign up with your Telegram number' }).click();
      await telegramShares(page, 1, null);
      await page.waitForURL('**/signup');
      await page.getByText('Telegram did not share your phone number. Please enter it below.').waitFor();
      expect(await page.getByLabel('Phone number').inputValue()).toBe('');

      // a contact whose hash no bot token made: the server refuses it and signup sends the code as ever
      await page.getByRole('button', { name: 'Use my Telegram number' }).click();
      const forged = (await signedContact(userId, phone)).replace(/hash=[0-9a-f]+/, `hash=${'0'.repeat(64)}`);
      await telegramShares(page, 2, forged);
      await expect.poll(() => page.getByLabel('Phone number').inputValue()).toBe(phone);
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await page.getByText('Step 2 of 3').waitFor();
      await page.getByRole('button', { name: 'Back', exact: true }).click();

      await page.getByRole('button', { name: 'Use my Telegram number' }).click();
      await telegramShares(page, 3, await signedContact(userId, phone));
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await page.getByText('Step 3 of 3').waitFor();
      await createAndLink(page, phone);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
