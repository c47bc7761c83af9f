import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { TELEGRAM_DARK_THEME, TELEGRAM_LIGHT_THEME, telegramLaunchHash } from '@mock-provider/node';
import { axeViolations } from './axe';
import { lastPost, posts, receive, telegramPage as openTelegramPage } from './telegram-page';
import { chromiumForFile } from './browser';
import { MOBILE, newPlayerPage, openBoardSelector, pageControl, playAndWin, providerServerForBlock } from './game-flow';
import { netUrl, providerPort } from './servers';

/**
 * Cartela as a Telegram Mini App: the production builds opened with Telegram's launch parameters
 * in the URL hash and a fake native side — `window.TelegramWebviewProxy.postEvent` records what the
 * app posts, events come in through `window.Telegram.WebView.receiveEvent` (as Telegram's clients
 * do). Init data is signed with the mock provider's test bot token, so both the in-browser mock and
 * the Node provider check it as a partner's server would.
 */
const browser = chromiumForFile();
const DAY_S = 24 * 60 * 60;
const TEST_GAME_ID = 'auto-deeplink';

/** A mobile page with the fake native side (./telegram-page.ts); the language choice made unless `language` is null. */
const telegramPage = (language: string | null = 'spec') => openTelegramPage(browser(), language);
/** Telegram's answer to `getRequestedContact` once the player shared the phone (`contact` JSON, signed for the bot's server). */
const contactAnswer = (userId: number, phone: string) =>
  new URLSearchParams({ contact: JSON.stringify({ user_id: userId, phone_number: phone, first_name: 'Guest' }), auth_date: String(Math.floor(Date.now() / 1000)), hash: 'f'.repeat(64) }).toString();
/** The signup code the server sent to `phone`: the mock's on-screen SMS, or the Node provider's `/__mock/sms`. */
async function smsCode(page: Page, mode: 'mock' | 'network', phone: string): Promise<string> {
  if (mode === 'mock') return page.getByTestId('mock-sms-code').innerText();
  let code: string | null = null;
  await expect
    .poll(async () => (code = ((await (await page.request.get(`http://127.0.0.1:${providerPort()}/__mock/sms?phone=${phone}`)).json()) as { code: string | null }).code))
    .toMatch(/^[A-Z0-9]{6}$/);
  return code!;
}
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe.each([
  ['mock', () => inject('mockUrl')],
  ['network', () => netUrl()],
] as const)('Telegram Mini App (%s mode)', (mode, base) => {
  if (mode === 'network') providerServerForBlock();

  test('valid init data signs in at once; theme, theme_changed, expand, ready, BackButton mirror the router', async () => {
    const { context, page, errors } = await telegramPage();
    try {
      await page.goto(`${base()}/${await telegramLaunchHash({ userId: 700000001, theme: TELEGRAM_LIGHT_THEME })}`);
      await page.waitForURL('**/gameType');
      await page.getByRole('button', { name: 'Manual Play' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
      expect(await background(page)).toBe('rgb(255, 255, 255)');
      await expect.poll(async () => (await posts(page)).map(([m]) => m)).toEqual(expect.arrayContaining(['web_app_expand', 'web_app_ready']));
      expect(await lastPost(page, 'web_app_setup_back_button')).toEqual({ is_visible: false });

      await receive(page, 'theme_changed', { theme_params: TELEGRAM_DARK_THEME });
      expect(await background(page)).toBe('rgb(33, 33, 33)');

      await page.getByRole('button', { name: 'Manual Play' }).click();
      await page.waitForURL('**/stake');
      await expect.poll(() => lastPost(page, 'web_app_setup_back_button')).toEqual({ is_visible: true });
      await receive(page, 'back_button_pressed');
      await page.waitForURL('**/gameType');
      await expect.poll(() => lastPost(page, 'web_app_setup_back_button')).toEqual({ is_visible: false });

      // a reload keeps the launch (session storage): still the Mini App, still signed in
      await page.reload();
      await page.getByRole('button', { name: 'Manual Play' }).waitFor();
      await expect.poll(async () => (await posts(page)).map(([m]) => m)).toContain('web_app_ready');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test.each([
    ['forged', () => telegramLaunchHash({ userId: 700000001, botToken: '1:not-the-bot' })],
    ['stale', () => telegramLaunchHash({ userId: 700000001, nowMs: Date.now() - (DAY_S + 3600) * 1000 })],
  ])('%s init data is refused: the normal login page with a message, no session', async (_kind, hash) => {
    const { context, page } = await telegramPage();
    try {
      await page.goto(`${base()}/${await hash()}`);
      await page.getByText('Telegram could not confirm who you are. Please log in with your phone number.').waitFor();
      await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/auth');
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    } finally {
      await context.close();
    }
  });

  test('no linked account: "Link your Cartela account"; a wrong password is an error (haptic), the right one links and signs in', async () => {
    const { context, page } = await telegramPage();
    try {
      await page.goto(`${base()}/${await telegramLaunchHash({ userId: 700000009 })}`);
      const link = page.getByRole('region', { name: 'Link your Cartela account' });
      await link.waitFor();
      await link.getByLabel('Phone number').fill('0911000002');
      await link.getByLabel('Password').fill('wrong');
      // one primary action: Telegram's MainButton, the page's own button hidden (Enter still sends the form)
      expect(await link.getByRole('button', { name: 'Link and continue' }).count()).toBe(0);
      await link.getByLabel('Password').press('Enter');
      // nothing is linked before the player's yes to who goes with which account
      const confirm = page.getByRole('region', { name: 'Link this Telegram account?' });
      await confirm.getByText('Tigist @tigist_demo').waitFor();
      await confirm.getByText('0911000***').waitFor();
      await expect.poll(() => lastPost(page, 'web_app_setup_main_button')).toMatchObject({ is_visible: true, is_active: true, text: 'Yes, link them' });
      expect(await confirm.getByRole('button', { name: 'Yes, link them' }).count()).toBe(0);
      await receive(page, 'main_button_pressed');
      await link.getByRole('alert').getByText('invalid phone number or password').waitFor();
      await expect.poll(() => lastPost(page, 'web_app_trigger_haptic_feedback')).toEqual({ type: 'notification', notification_type: 'error' });
      // Telegram's MainButton is the form's main action; its press links
      expect(await lastPost(page, 'web_app_setup_main_button')).toEqual({ is_visible: true, is_active: true, is_progress_visible: false, text: 'Link and continue' });
      await link.getByLabel('Password').fill('cartela123');
      await receive(page, 'main_button_pressed');
      await page.getByRole('region', { name: 'Link this Telegram account?' }).waitFor();
      await expect.poll(() => lastPost(page, 'web_app_setup_main_button')).toMatchObject({ text: 'Yes, link them' });
      await receive(page, 'main_button_pressed');
      await page.waitForURL('**/gameType');
      // linked from now on: the next launch signs in without a password
      await page.evaluate(() => (localStorage.removeItem('token'), sessionStorage.clear()));
      await page.goto(`${base()}/${await telegramLaunchHash({ userId: 700000009 })}`);
      await page.waitForURL('**/gameType');
    } finally {
      await context.close();
    }
  });

  test('link step’s Sign up asks Telegram for the phone; the shared contact prefills signup (+251 → 09…); the new account is linked and straight in', async () => {
    const { context, page, errors } = await telegramPage();
    const userId = mode === 'mock' ? 700000031 : 700000032;
    const phone = mode === 'mock' ? '0933100031' : '0933100032';
    try {
      await page.goto(`${base()}/${await telegramLaunchHash({ userId })}`);
      const link = page.getByRole('region', { name: 'Link your Cartela account' });
      await link.getByRole('button', { name: 'New to Cartela? Sign up with your Telegram number' }).click();
      await expect.poll(() => lastPost(page, 'web_app_request_phone')).toBeNull();
      await receive(page, 'phone_requested', { status: 'sent' });
      // the contact is read with the custom method; its first answer may be empty (not at the bot yet), then it is asked again
      await expect.poll(() => lastPost(page, 'web_app_invoke_custom_method')).toMatchObject({ method: 'getRequestedContact', params: {} });
      const first = (await lastPost(page, 'web_app_invoke_custom_method')) as { req_id: string };
      await receive(page, 'custom_method_invoked', { req_id: first.req_id, result: '' });
      await expect.poll(async () => ((await lastPost(page, 'web_app_invoke_custom_method')) as { req_id: string }).req_id).not.toBe(first.req_id);
      const again = (await lastPost(page, 'web_app_invoke_custom_method')) as { req_id: string };
      await receive(page, 'custom_method_invoked', { req_id: again.req_id, result: contactAnswer(userId, `+251${phone.slice(1)}`) });

      await page.waitForURL('**/signup');
      await page.getByText('Step 1 of 3').waitFor();
      expect(await page.getByLabel('Phone number').inputValue()).toBe(phone);
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await page.getByText('Step 2 of 3').waitFor();
      await page.getByLabel('Verification code character 1').fill(await smsCode(page, mode, phone));
      await page.getByRole('button', { name: 'Verify OTP' }).click();
      await page.getByText('Step 3 of 3').waitFor();
      await page.getByLabel('Username').fill('selam');
      await page.getByLabel('Password', { exact: true }).fill('selam123');
      await page.getByLabel('Re-enter password').fill('selam123');
      await page.getByRole('checkbox', { name: 'I confirm that I am 21 years of age or older' }).check();
      await page.getByRole('button', { name: 'Create Account' }).click();
      // asked once on the login page, then linked with the new credentials and in
      const confirm = page.getByRole('region', { name: 'Link this Telegram account?' });
      await confirm.getByText(`${phone.slice(0, -3)}***`).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await expect.poll(() => lastPost(page, 'web_app_setup_main_button')).toMatchObject({ text: 'Yes, link them' });
      await receive(page, 'main_button_pressed');
      await page.waitForURL('**/gameType');
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
      await page.evaluate(() => (localStorage.removeItem('token'), sessionStorage.clear()));
      await page.goto(`${base()}/${await telegramLaunchHash({ userId })}`);
      await page.waitForURL('**/gameType');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test.each([
    ['declined', '8.0', 'Telegram did not share your phone number. Please enter it below.'],
    ['impossible in Telegram 6.2 (before 6.9)', '6.2', 'This Telegram version cannot share your phone number. Please enter it below.'],
  ])('a phone request %s: the normal signup form, phone empty, with a short message', async (_kind, version, message) => {
    const { context, page } = await telegramPage();
    try {
      await page.goto(`${base()}/${await telegramLaunchHash({ userId: 700000033, version })}`);
      await page.getByRole('button', { name: 'New to Cartela? Sign up with your Telegram number' }).click();
      if (version === '8.0') {
        await expect.poll(() => lastPost(page, 'web_app_request_phone')).toBeNull();
        await receive(page, 'phone_requested', { status: 'cancelled' });
      }
      await page.waitForURL('**/signup');
      await page.getByText('Step 1 of 3').waitFor();
      await page.getByText(message).waitFor();
      expect(await page.getByLabel('Phone number').inputValue()).toBe('');
      expect((await posts(page)).filter(([m]) => m === 'web_app_invoke_custom_method')).toEqual([]);
      if (version !== '8.0') expect((await posts(page)).filter(([m]) => m === 'web_app_request_phone')).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('startapp ref_<code> leads the link step’s Sign up to /signup?ref=<code>; game_<id> opens that scheduled game', async () => {
    const { context, page } = await telegramPage();
    try {
      await page.goto(`${base()}/${await telegramLaunchHash({ userId: 700000077, startParam: 'ref_Y3RsOjEwMDAwMDExOTA6cmVm' })}`);
      await page.getByRole('button', { name: 'New to Cartela? Sign up with your Telegram number' }).click();
      await expect.poll(async () => (await posts(page)).map(([m]) => m)).toContain('web_app_request_phone');
      await receive(page, 'phone_requested', { status: 'cancelled' });
      await page.waitForURL('**/signup?ref=Y3RsOjEwMDAwMDExOTA6cmVm');

      await page.evaluate(() => sessionStorage.clear());
      await page.goto(`${base()}/${await telegramLaunchHash({ userId: 700000001, startParam: `game_${TEST_GAME_ID}` })}`);
      await page.waitForURL(`**/autoBoardSelector/${TEST_GAME_ID}`);
    } finally {
      await context.close();
    }
  });
});

describe.each([
  ['mock', () => inject('mockUrl')],
  ['network', () => netUrl()],
] as const)('Telegram identity (%s mode)', (mode, base) => {
  if (mode === 'network') providerServerForBlock();

  test('a plain tab opened with someone’s signed launch data is a plain tab: the normal login page, no Telegram call or chunk, nothing to link', async () => {
    // no native side: a browser tab, whatever its address holds
    const player = await newPlayerPage(browser(), MOBILE);
    const { context, page } = player;
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    try {
      await page.goto(`${base()}/auth${await telegramLaunchHash({ userId: 700000009 })}`);
      await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
      expect(await page.getByRole('region', { name: 'Link your Cartela account' }).count()).toBe(0);
      expect(await page.getByText('Signing in with Telegram…').count()).toBe(0);
      // a linked user's data signs nobody in either
      await page.goto(`${base()}/${await telegramLaunchHash({ userId: 700000001 })}`);
      await page.waitForURL('**/auth');
      await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      expect(requests.filter((url) => /telegram/i.test(url))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('one phone, two Telegram users: the second one’s launch ends the first one’s session before anything of it shows', async () => {
    const { context, page } = await telegramPage();
    const userInfo: string[] = [];
    page.on('request', (r) => /get_user_info/.test(r.url()) && userInfo.push(r.headers().authorization ?? ''));
    try {
      await page.goto(`${base()}/${await telegramLaunchHash({ userId: 700000001 })}`);
      await page.getByRole('button', { name: 'Manual Play' }).waitFor();
      const first = await page.evaluate(() => localStorage.getItem('token'));
      expect(first).toBeTruthy();
      expect(await page.evaluate(() => localStorage.getItem('cartela.telegram.user'))).toBe('700000001');
      // Telegram closed; another family member, whose Telegram is linked to no account, opens the
      // Mini App on the same phone (a new web view, the same storage)
      await page.evaluate(() => sessionStorage.clear());
      userInfo.length = 0;
      await page.goto(`${base()}/${await telegramLaunchHash({ userId: 700000009 })}`);
      await page.getByRole('region', { name: 'Link your Cartela account' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      // the first player's session was never used for the second one: no session check with its token
      expect(userInfo.filter((auth) => auth.includes(first!))).toEqual([]);
      expect(await page.getByText('500.00').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  test('a returning player’s game_<id> deep link opens that scheduled game, once per launch', async () => {
    const { context, page } = await telegramPage();
    try {
      await page.goto(`${base()}/${await telegramLaunchHash({ userId: 700000001 })}`);
      await page.getByRole('button', { name: 'Manual Play' }).waitFor();
      await page.evaluate(() => sessionStorage.clear());
      await page.goto(`${base()}/${await telegramLaunchHash({ userId: 700000001, startParam: `game_${TEST_GAME_ID}` })}`);
      await page.waitForURL(`**/autoBoardSelector/${TEST_GAME_ID}`);
      await page.goto(`${base()}/gameType`);
      await page.getByRole('button', { name: 'Manual Play' }).waitFor();
      await page.reload();
      await page.getByRole('button', { name: 'Manual Play' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/gameType');
    } finally {
      await context.close();
    }
  });
});

describe('Telegram Web framing the app (mock mode)', () => {
  /** A page at `origin` that frames the app with a launch, as Telegram's web client does; collects what the app posts to it. */
  async function framedBy(origin: string, launchHash: string) {
    const player = await newPlayerPage(browser(), MOBILE);
    const requests: string[] = [];
    player.page.on('request', (r) => requests.push(r.url()));
    const app = `${inject('mockUrl')}/${launchHash}`;
    await player.context.route(`${origin}/k/`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Telegram</title><script>window.__posts=[];addEventListener('message',(e)=>{try{window.__posts.push(JSON.parse(e.data).eventType)}catch{}})</script><iframe id="app" style="width:360px;height:700px" src="${app}"></iframe>`,
      }),
    );
    const appAnswered = player.page.waitForResponse((r) => r.url() === app.split('#')[0]);
    await player.page.goto(`${origin}/k/`);
    await appAnswered;
    return { ...player, requests };
  }

  test('Telegram’s web client (web.telegram.org) framing the app: Telegram sign-in, and the app talks to the frame', async () => {
    const { context, page } = await framedBy('https://web.telegram.org', await telegramLaunchHash({ userId: 700000001 }));
    try {
      // signed in with Telegram, on to the game types
      await expect.poll(() => page.frames().map((frame) => new URL(frame.url()).pathname)).toContain('/gameType');
      await expect.poll(() => page.evaluate(() => (window as unknown as { __posts: string[] }).__posts)).toEqual(expect.arrayContaining(['web_app_expand', 'web_app_ready']));
    } finally {
      await context.close();
    }
  });

  test('another site framing the app with launch data: refused by frame-ancestors, and no Telegram sign-in', async () => {
    const { context, page, requests } = await framedBy('https://evil.example', await telegramLaunchHash({ userId: 700000001 }));
    try {
      // the browser refuses to show the answered page in the frame: none of its scripts is asked for
      await page.waitForLoadState('load');
      expect(requests.filter((url) => /\/assets\/|telegram_login/.test(url))).toEqual([]);
      expect(await page.frameLocator('#app').getByRole('button', { name: 'Manual Play' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('Telegram Mini App in a game (mock mode)', () => {
  test('closing asks while in a game; BackButton opens the exit dialog; haptics on mark, bingo and win', async () => {
    const { context, page, errors } = await telegramPage();
    try {
      await page.goto(`${inject('mockUrl')}/${await telegramLaunchHash({ userId: 700000001 })}`);
      await page.waitForURL('**/gameType');
      await openBoardSelector(page, 10);
      await playAndWin(page, pageControl(page), [1, 2], 500);
      const haptics = (await posts(page)).filter(([m]) => m === 'web_app_trigger_haptic_feedback').map(([, p]) => p);
      expect(haptics).toEqual(
        expect.arrayContaining([
          { type: 'impact', impact_style: 'light' },
          { type: 'impact', impact_style: 'heavy' },
          { type: 'notification', notification_type: 'success' },
        ]),
      );
      // no confirmation before the game, asked during it, none again once back on /stake
      const closing = (await posts(page)).filter(([m]) => m === 'web_app_setup_closing_behavior').map(([, p]) => p);
      expect(closing[0]).toEqual({ need_confirmation: false });
      expect(closing).toContainEqual({ need_confirmation: true });
      expect(closing.at(-1)).toEqual({ need_confirmation: false });

      // another game: Telegram's BackButton opens the spec's exit dialog instead of leaving (Play Again
      // opened stake 10's next round: Back to the stakes first)
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await page.waitForURL('**/stake');
      await page.getByRole('button', { name: 'Play stake 20 ETB' }).click();
      await page.getByRole('button', { name: 'Board 5', exact: true }).click();
      // Telegram's MainButton is Start on the board selector
      await expect.poll(() => lastPost(page, 'web_app_setup_main_button')).toMatchObject({ is_visible: true, is_active: true, text: 'Start' });
      await receive(page, 'main_button_pressed');
      await page.waitForURL('**/gameWindow/20');
      await expect.poll(() => lastPost(page, 'web_app_setup_closing_behavior')).toEqual({ need_confirmation: true });
      await expect.poll(() => lastPost(page, 'web_app_setup_back_button')).toEqual({ is_visible: true });
      await receive(page, 'back_button_pressed');
      const exit = page.getByRole('dialog', { name: 'Confirm Exit' });
      await exit.waitFor();
      expect(new URL(page.url()).pathname).toBe('/gameWindow/20');
      await exit.getByRole('button', { name: 'Leave' }).click();
      await page.waitForURL('**/stake');
      await expect.poll(() => lastPost(page, 'web_app_setup_closing_behavior')).toEqual({ need_confirmation: false });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('Telegram Mini App accessibility (mock mode)', () => {
  test.each([
    ['light', TELEGRAM_LIGHT_THEME],
    ['dark', TELEGRAM_DARK_THEME],
  ] as const)('axe finds nothing on the link screen, the game type and stake screens in Telegram’s %s theme', async (name, theme) => {
    const { context, page } = await telegramPage();
    try {
      await page.goto(`${inject('mockUrl')}/${await telegramLaunchHash({ userId: 700000009, theme })}`);
      await page.getByRole('region', { name: 'Link your Cartela account' }).waitFor();
      const found = await axeViolations(page, `link (${name})`);
      await page.evaluate(() => sessionStorage.clear());
      await page.goto(`${inject('mockUrl')}/${await telegramLaunchHash({ userId: 700000001, theme })}`);
      await page.getByRole('button', { name: 'Manual Play' }).waitFor();
      found.push(...(await axeViolations(page, `gameType (${name})`)));
      await page.getByRole('button', { name: 'Manual Play' }).click();
      await page.getByRole('button', { name: 'Play stake 10 ETB' }).waitFor();
      found.push(...(await axeViolations(page, `stake (${name})`)));
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('outside Telegram', () => {
  test('the login page is unchanged: no Telegram chunk requested, nothing posted, the language of the device', async () => {
    const { context, page, requests } = await telegramPage(null);
    try {
      await page.goto(`${inject('mockUrl')}/`);
      await page.waitForURL('**/auth');
      await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
      expect(requests.filter((url) => /telegram|bridge/i.test(url))).toEqual([]);
      expect(await posts(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    } finally {
      await context.close();
    }
  });

  test('inside Telegram the first language follows language_code (am) until the player chooses', async () => {
    const { context, page } = await telegramPage(null);
    try {
      await page.goto(`${inject('mockUrl')}/${await telegramLaunchHash({ userId: 700000001 })}`);
      await page.waitForURL('**/gameType');
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('am');
    } finally {
      await context.close();
    }
  });
});
