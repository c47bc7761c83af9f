import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { startProviderServer, type ProviderServer } from '@mock-provider/node';
import { launchChromium, takeCspViolations } from './browser';
import { balanceText, login, openBoardSelector, pageControl, playAndWin, TEST_MOCK_CONFIG, pageErrors } from './game-flow';
import { netUrl, providerPort } from './servers';

// README "Deploying": the production builds run every test under their CSP without a violation
afterEach(() => {
  expect(takeCspViolations()).toEqual([]);
});

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('mock mode (MSW in the browser)', () => {
  test('routing: / goes to /auth, protected routes remember the place, unknown paths show not found', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
    const page = await context.newPage();
    await page.goto(inject('mockUrl') + '/stake');
    await page.waitForURL('**/auth?redirect=%2Fstake');
    await page.getByRole('button', { name: 'Login' }).click();
    expect(await page.getByRole('alert').innerText()).toBe('Please enter both phone number and password.');
    await page.getByLabel('Phone number').fill('09a11-000-001xx');
    expect(await page.getByLabel('Phone number').inputValue()).toBe('0911000001');
    await page.getByLabel('Password').fill('wrong');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('invalid phone number or password');
    await page.getByLabel('Password').fill('  cartela123  ');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/stake');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^mock\./);
    await page.goto(inject('mockUrl') + '/no/such/page');
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Go Home' }).click();
    await page.waitForURL('**/gameType');
    expect(await page.getByRole('button', { name: 'AutoPlay' }).isDisabled()).toBe(true);
    expect(await page.getByText('Coming Soon').count()).toBe(1);
    await context.close();
  });

  test('a whole manual game: login → stake 10 → 2 boards → Bad Bingo → win → balance rises by the prize', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
    await context.addInitScript((cfg) => localStorage.setItem('cartela.mock.config', JSON.stringify(cfg)), TEST_MOCK_CONFIG);
    const page = await context.newPage();
    const errors = pageErrors(page);
    await login(page, inject('mockUrl'), '0911000001');
    expect(await balanceText(page)).toBe('Balance: 500.00 ETB');
    await openBoardSelector(page, 10);
    await playAndWin(page, pageControl(page), [1, 2], 500);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a game that starts the moment the player joins: the call sent while the game screen opens shows on it', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
    await context.addInitScript((cfg) => localStorage.setItem('cartela.mock.config', JSON.stringify(cfg)), TEST_MOCK_CONFIG);
    const page = await context.newPage();
    await login(page, inject('mockUrl'), '0911000001');
    await openBoardSelector(page, 10);
    await page.getByRole('button', { name: 'Board 3', exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Board 3, selected' }).count()).toBe(1);
    // the provider starts the game and calls a number as the client navigates to the game screen
    // (the join is confirmed, the screen has not rendered yet)
    await page.evaluate(() => {
      const push = history.pushState.bind(history);
      history.pushState = (state: unknown, unused: string, url?: string | URL | null) => {
        if (String(url).includes('/gameWindow/') && !('firstCall' in window)) {
          window.__cartelaMock!.startNow(10);
          Object.assign(window, { firstCall: window.__cartelaMock!.callNext(10) });
        }
        push(state, unused, url);
      };
    });
    await page.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL('**/gameWindow/10');
    const first = await page.evaluate(() => (window as unknown as { firstCall: number | null }).firstCall);
    expect(first).toEqual(expect.any(Number));
    await expect.poll(() => page.locator('[data-latest]').innerText()).toMatch(new RegExp(`-${first}$`));
    await context.close();
  });
  test('the call strip keeps one row from the first call to the twentieth: the last five, the latest first, none cut, the boards not moved by it', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
    await context.addInitScript((cfg) => localStorage.setItem('cartela.mock.config', JSON.stringify(cfg)), TEST_MOCK_CONFIG);
    const page = await context.newPage();
    await login(page, inject('mockUrl'), '0911000001');
    await openBoardSelector(page, 10);
    for (const id of [4, 5]) await page.getByRole('button', { name: `Board ${id}`, exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Board 5, selected' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL('**/gameWindow/10');
    const strip = page.getByRole('list', { name: 'Called numbers' });
    const board = page.getByRole('region', { name: 'Board 4' });
    await board.waitFor();
    await page.evaluate(() => window.__cartelaMock!.startNow(10));
    const seen: { strip: number; boardTop: number; latestInView: boolean }[] = [];
    for (let i = 0; i < 20; i++) {
      const n = await page.evaluate(() => window.__cartelaMock!.callNext(10));
      await expect.poll(() => page.locator('[data-latest]').innerText()).toMatch(new RegExp(`-${n}$`));
      const stripBox = (await strip.boundingBox())!;
      const latestBox = (await page.locator('[data-latest]').boundingBox())!;
      seen.push({ strip: stripBox.height, boardTop: (await board.boundingBox())!.y, latestInView: latestBox.x >= stripBox.x && latestBox.x + latestBox.width <= stripBox.x + stripBox.width });
    }
    // one row of the latest ball's height throughout, and the count's tile (shown from the second call, spec §2.9)
    // held in its place before: the boards below never move; the latest is always in view
    expect(new Set(seen.map((s) => s.strip))).toEqual(new Set([72]));
    expect(new Set(seen.map((s) => s.boardTop)).size).toBe(1);
    expect(seen.every((s) => s.latestInView)).toBe(true);
    // the count of calls is one line, laid out on its own (a call's new count does not relayout the page)
    const count = page.getByTestId('calls-count');
    expect(await count.innerText()).toBe('20');
    expect(await count.evaluate((el) => getComputedStyle(el).contain)).toBe('strict');
    // 1.3rem at a line height of 1.4
    expect((await count.boundingBox())!.height).toBeCloseTo(29.12, 1);
    // the prize pool ("16.00 ETB") on one line inside its tile: an amount never wraps
    const prize = page.getByTestId('prize-pool');
    const prizeLines = await prize.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(prizeLines).toBe(1);
    expect(await prize.evaluate((el) => el.scrollWidth <= el.parentElement!.clientWidth)).toBe(true);
    // the last five calls, each whole in a phone's row (nothing to scroll), the latest first on screen
    expect(await strip.locator('li').count()).toBe(5);
    expect(await strip.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const stripBox = (await strip.boundingBox())!;
    const balls = await strip.locator('li').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    expect(balls.every((b) => b.x >= stripBox.x && b.x + b.width <= stripBox.x + stripBox.width)).toBe(true);
    expect(balls.map((b) => b.x)).toEqual([...balls.map((b) => b.x)].sort((a, b) => b - a));
    await context.close();
  });
});

describe('network mode (production build against `npm run provider`)', () => {
  let provider: ProviderServer;
  beforeAll(async () => {
    provider = await startProviderServer(providerPort(), TEST_MOCK_CONFIG);
  });
  afterAll(async () => {
    await provider?.close();
  });

  test('two players see each other’s taken boards, and one plays a whole game over the network', async () => {
    const a = await browser.newContext({ viewport: { width: 360, height: 640 } });
    const b = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const pageA = await a.newPage();
    const pageB = await b.newPage();
    // the network build never registers the mock worker
    await login(pageA, netUrl(), '0911000001');
    const workers = await pageA.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => (r.active ?? r.waiting ?? r.installing)?.scriptURL ?? ''));
    expect(workers.filter((url) => !url.endsWith('/sw.js'))).toEqual([]);
    expect((await pageA.request.get(netUrl() + '/mockServiceWorker.js')).headers()['content-type'] ?? '').not.toContain('javascript');
    await login(pageB, netUrl(), '0911000002');
    await openBoardSelector(pageA, 10);
    await pageA.getByRole('button', { name: 'Board 5', exact: true }).click();
    await expect.poll(() => pageA.getByRole('button', { name: 'Board 5, selected' }).count()).toBe(1);
    // B's first entry: the only list B gets is the one the server sends right after the stake
    // screen's request, while the selector screen is still loading (spec §4 manual flow 1)
    await openBoardSelector(pageB, 10);
    await expect.poll(() => pageB.getByRole('button', { name: 'Board 5, taken' }).count()).toBe(1);
    expect(await pageB.getByRole('button', { name: 'Board 5, taken' }).isDisabled()).toBe(true);
    // and live changes after that
    await pageA.getByRole('button', { name: 'Board 6', exact: true }).click();
    await expect.poll(() => pageB.getByRole('button', { name: 'Board 6, taken' }).count()).toBe(1);
    await pageA.getByRole('button', { name: 'Remove board 6' }).click();
    await expect.poll(() => pageB.getByRole('button', { name: 'Board 6', exact: true }).isEnabled()).toBe(true);
    await pageA.getByRole('button', { name: 'Remove board 5' }).click();
    await expect.poll(() => pageB.getByRole('button', { name: 'Board 5', exact: true }).isEnabled()).toBe(true);
    await b.close();

    const control = {
      startNow: async (bet: number) => provider.engine.startNow(bet),
      callNext: async (bet: number) => provider.engine.callNext(bet),
    };
    await playAndWin(pageA, control, [3, 4], 500);
    await a.close();
  });
});
