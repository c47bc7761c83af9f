import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { MOCK_TELEGRAM_TEST_BOT_TOKEN, signInitData, TELEGRAM_DARK_THEME, telegramLaunchHash } from '@mock-provider/node';
import { chromiumForFile } from './browser';
import { AUTO_CONFIG, gameIds, twoWinnerPlan } from './auto-game-flow';
import { balanceText, login, MOBILE, newPlayerPage, providerServerForBlock } from './game-flow';
import { lastPost, posts, receive, telegramPage } from './telegram-page';
import { decodeReferral } from '../../src/shared/lib/referral';
import { phoneFromShortCode } from '../../src/shared/lib/referral/index.read';
import { netUrl } from './servers';

/**
 * Playing inside Telegram as Telegram players expect (mock mode, the production build with a fake
 * native side, see ./telegram-page): no vertical swipe closes the Mini App on the game screens and
 * the board pickers, the balance is read again when the Mini App comes back, invites go through
 * Telegram's own share, the MainButton is the screen's one primary action, and the first language
 * changes only for `am` or `en`. A plain tab keeps its own behaviour.
 */
const browser = chromiumForFile();
/** Sets the player's balance in the mock provider's world (in the page): money moved outside the app. */
const setBalance = (page: Page, phone: string, current: number) => page.evaluate(([p, c]) => window.__cartelaMock!.world.setBalances(p as string, { current_balance: c as number }), [phone, current] as const);

describe.each([
  ['mock', () => inject('mockUrl')],
  ['network', () => netUrl()],
] as const)('Telegram Mini App play (%s mode)', (mode, base) => {
  const provider = mode === 'network' ? providerServerForBlock() : null;
  /** Money moved outside the app: the player's balance changed in the provider's world. */
  const moveMoney = (page: Page, phone: string, current: number) => (provider ? provider().world.setBalances(phone, { current_balance: current }) : setBalance(page, phone, current));

  test('manual game: swipes off on the board selector and the game, on again after; Start is the MainButton only', async () => {
    const { context, page, errors } = await telegramPage(browser());
    try {
      await page.goto(`${base()}/${await telegramLaunchHash({ userId: 700000001 })}`);
      await page.getByRole('button', { name: 'Manual Play' }).click();
      await page.waitForURL('**/stake');
      await expect.poll(() => lastPost(page, 'web_app_setup_swipe_behavior')).toEqual({ allow_vertical_swipe: true });
      await page.getByRole('button', { name: 'Play stake 10 ETB' }).click();
      await page.waitForURL('**/boardSelector');
      await expect.poll(() => lastPost(page, 'web_app_setup_swipe_behavior')).toEqual({ allow_vertical_swipe: false });
      // one primary action: Telegram's MainButton, not also the page's Start (Back stays)
      await expect.poll(() => lastPost(page, 'web_app_setup_main_button')).toMatchObject({ is_visible: true, is_active: true, text: 'Start' });
      await page.getByRole('button', { name: 'Back' }).waitFor();
      expect(await page.getByRole('button', { name: 'Start' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Board 3', exact: true }).click();
      await receive(page, 'main_button_pressed');
      await page.waitForURL('**/gameWindow/10');
      await expect.poll(() => lastPost(page, 'web_app_setup_main_button')).toEqual({ is_visible: false });
      await page.getByTestId('prize-pool').waitFor();
      expect(await lastPost(page, 'web_app_setup_swipe_behavior')).toEqual({ allow_vertical_swipe: false });
      await receive(page, 'back_button_pressed');
      await page.getByRole('dialog', { name: 'Confirm Exit' }).getByRole('button', { name: 'Leave' }).click();
      await page.waitForURL('**/stake');
      await expect.poll(() => lastPost(page, 'web_app_setup_swipe_behavior')).toEqual({ allow_vertical_swipe: true });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('the balance is read again when Telegram makes the Mini App active (after money moved outside)', async () => {
    const { context, page } = await telegramPage(browser());
    try {
      await page.goto(`${base()}/${await telegramLaunchHash({ userId: 700000001 })}`);
      await page.getByRole('button', { name: 'Manual Play' }).waitFor();
      await expect.poll(() => balanceText(page)).toMatch(/^Balance: /);
      await moveMoney(page, '0911000001', 777);
      await receive(page, 'visibility_changed', { is_visible: false });
      await receive(page, 'visibility_changed', { is_visible: true });
      await expect.poll(() => balanceText(page)).toBe('Balance: 777.00 ETB');
    } finally {
      await context.close();
    }
  });

  test('Share on the invite page opens Telegram’s own share sheet (t.me/share/url with the invite link)', async () => {
    const { context, page, errors } = await telegramPage(browser());
    try {
      await page.goto(`${base()}/${await telegramLaunchHash({ userId: 700000001 })}`);
      await page.getByRole('button', { name: 'Manual Play' }).waitFor();
      await page.goto(`${base()}/invite`);
      // the page shows the short code; the links carry the long one, which reads back to the same phone
      const code = await page.getByTestId('referral-code').innerText();
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      await expect.poll(() => lastPost(page, 'web_app_open_tg_link')).toBeTruthy();
      const share = new URL(`https://t.me${((await lastPost(page, 'web_app_open_tg_link')) as { path_full: string }).path_full}`);
      expect(share.pathname).toBe('/share/url');
      const long = /(?:\/signup\?ref=|startapp=ref_)([\w-]+)$/.exec(share.searchParams.get('url') ?? '')?.[1] ?? '';
      expect(decodeReferral(long)).toBe(phoneFromShortCode(code));
      expect(share.searchParams.get('text')).toBeTruthy();
      expect(new URL(page.url()).pathname).toBe('/invite');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

});

describe('Telegram Mini App play (mock mode)', () => {
  test('scheduled game: swipes off on its board picker; ይግዙ and then አሁን ይግዙ are the MainButton, the page shows neither', async () => {
    const { context, page, errors } = await telegramPage(browser());
    await context.addInitScript((auto) => localStorage.setItem('cartela.mock.auto', JSON.stringify(auto)), AUTO_CONFIG);
    try {
      await page.goto(`${inject('mockUrl')}/${await telegramLaunchHash({ userId: 700000001 })}`);
      await page.getByRole('button', { name: 'Manual Play' }).waitFor();
      const [gameId] = await gameIds(page);
      // a new launch from the game's deep link (signing in again: it is read while signing in)
      await page.evaluate(() => (localStorage.removeItem('token'), sessionStorage.clear()));
      await page.goto(`${inject('mockUrl')}/${await telegramLaunchHash({ userId: 700000001, startParam: `game_${gameId}` })}`);
      await page.waitForURL(`**/autoBoardSelector/${gameId}`);
      await page.getByRole('button', { name: 'Board 4', exact: true }).click();
      await expect.poll(() => lastPost(page, 'web_app_setup_swipe_behavior')).toEqual({ allow_vertical_swipe: false });
      await expect.poll(() => lastPost(page, 'web_app_setup_main_button')).toMatchObject({ is_visible: true, is_active: true, text: 'ይግዙ' });
      expect(await page.getByRole('button', { name: 'ይግዙ', exact: true }).count()).toBe(0);
      await receive(page, 'main_button_pressed');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await expect.poll(() => lastPost(page, 'web_app_setup_main_button')).toMatchObject({ is_visible: true, is_active: true, text: 'አሁን ይግዙ' });
      expect(await dialog.getByRole('button', { name: 'አሁን ይግዙ' }).count()).toBe(0);
      await receive(page, 'main_button_pressed');
      await dialog.waitFor({ state: 'detached' });
      // the purchase ran with the MainButton showing its progress, then the screen's ይግዙ again
      const buttons = (await posts(page)).filter(([m]) => m === 'web_app_setup_main_button').map(([, p]) => p);
      expect(buttons).toContainEqual(expect.objectContaining({ is_active: false, is_progress_visible: true }));
      await expect.poll(() => lastPost(page, 'web_app_setup_main_button')).toMatchObject({ text: 'ይግዙ', is_progress_visible: false });
      await page.getByRole('button', { name: /^ተመለስ/ }).click();
      await expect.poll(() => lastPost(page, 'web_app_setup_swipe_behavior')).toEqual({ allow_vertical_swipe: true });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test.each([
    ['ru', null],
    ['en', 'en'],
  ])('Telegram in language %s: the first language is %s (null: the default texts stay)', async (languageCode, expected) => {
    const { context, page } = await telegramPage(browser(), null);
    try {
      const initData = await signInitData(MOCK_TELEGRAM_TEST_BOT_TOKEN, { user: { id: 700000001, first_name: 'Abebe', username: 'abebe_demo', language_code: languageCode }, authDate: Math.floor(Date.now() / 1000) });
      await page.goto(`${inject('mockUrl')}/${await telegramLaunchHash({ userId: 700000001, initData })}`);
      await page.waitForURL('**/gameType');
      await expect.poll(async () => (await posts(page)).map(([m]) => m)).toContain('web_app_ready');
      expect(await page.evaluate(() => localStorage.getItem('cartela.language'))).toBe(expected);
      // the spec's own texts say "Logout", the English ones "Log out"
      await page.getByRole('button', { name: /menu/i }).first().click();
      await expect.poll(() => page.getByText(expected === 'en' ? 'Log out' : 'Logout', { exact: true }).count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});

describe('a win shared with Telegram’s own share (mock mode)', () => {
  test('the player’s own win in a scheduled game offers Share your win: Telegram’s share sheet with the invite link; a plain tab offers none', async () => {
    const plan = twoWinnerPlan();
    const [board] = plan.boards;
    for (const inTelegram of [true, false]) {
      const { context, page, errors } = inTelegram ? await telegramPage(browser()) : await newPlayerPage(browser(), MOBILE);
      await context.addInitScript((auto) => localStorage.setItem('cartela.mock.auto', JSON.stringify(auto)), AUTO_CONFIG);
      try {
        if (inTelegram) await page.goto(`${inject('mockUrl')}/${await telegramLaunchHash({ userId: 700000001 })}`);
        else await login(page, inject('mockUrl'), '0911000001');
        await page.getByRole('button', { name: 'Manual Play' }).waitFor();
        const [gameId] = await gameIds(page);
        // bought through the mock provider's own handling, as the picker would
        await page.evaluate(
          ([id, b]) =>
            new Promise<void>((done) =>
              window.__cartelaMock!.auto.handle({ id: 'e2e-buyer', phone: '0911000001', emit: () => undefined }, 'purchase_cartela', { phone: '0911000001', gameId: id, boards: [b] }, () => done()),
            ),
          [gameId, board] as const,
        );
        await page.goto(`${inject('mockUrl')}/autoGamePlay/${gameId}`);
        await page.getByRole('region', { name: `Board ${board}`, exact: true }).waitFor();
        await page.evaluate(([id, calls]) => window.__cartelaMock!.auto.callNumbers(id, calls), [gameId, plan.calls] as const);
        const modal = page.getByRole('dialog', { name: 'BINGO!' });
        await modal.waitFor();
        if (inTelegram) {
          await modal.getByRole('button', { name: 'Share your win' }).click();
          const share = new URL(`https://t.me${((await lastPost(page, 'web_app_open_tg_link')) as { path_full: string }).path_full}`);
          expect(share.pathname).toBe('/share/url');
          expect(share.searchParams.get('url')).toMatch(/(\/signup\?ref=|startapp=ref_)/);
          expect(share.searchParams.get('text')).toBe('I won at Cartela bingo! Come and play with me.');
        } else {
          expect(await modal.getByRole('button', { name: 'Share your win' }).count()).toBe(0);
        }
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});

describe('Telegram’s colours from the first paint (mock mode)', () => {
  /** The page's background and text colours as index.html paints them, the app's scripts held back. */
  async function firstPaint(page: Page, url: string) {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    return page.evaluate(() => [getComputedStyle(document.body).backgroundColor, getComputedStyle(document.body).color]);
  }

  test('with Telegram’s native side the launch theme’s page and text colours come before any script; a plain tab with the same address keeps the app’s', async () => {
    const url = `${inject('mockUrl')}/${await telegramLaunchHash({ userId: 700000001, theme: { ...TELEGRAM_DARK_THEME, section_bg_color: '#212121' } })}`;
    const telegram = await telegramPage(browser());
    try {
      // sections: the page is the theme's secondary_bg_color (#181818)
      expect(await firstPaint(telegram.page, url)).toEqual(['rgb(24, 24, 24)', 'rgb(255, 255, 255)']);
    } finally {
      await telegram.context.close();
    }
    const plain = await newPlayerPage(browser(), MOBILE);
    try {
      expect(await firstPaint(plain.page, url)).toEqual(['rgb(15, 23, 42)', 'rgb(248, 250, 252)']);
    } finally {
      await plain.context.close();
    }
  });
});

describe('a plain tab (no Telegram)', () => {
  test('the balance is read again when the tab becomes visible; nothing is posted and the page’s own Start stays', async () => {
    const { context, page } = await newPlayerPage(browser(), MOBILE);
    try {
      await login(page, inject('mockUrl'), '0911000001');
      await expect.poll(() => balanceText(page)).toMatch(/^Balance: /);
      await setBalance(page, '0911000001', 654);
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect.poll(() => balanceText(page)).toBe('Balance: 654.00 ETB');
      await page.getByRole('button', { name: 'Manual Play' }).click();
      await page.getByRole('button', { name: 'Play stake 10 ETB' }).click();
      await page.waitForURL('**/boardSelector');
      await page.getByRole('button', { name: 'Start' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
