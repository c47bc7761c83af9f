import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './axe';
import { launchChromium, takeCspViolations } from './browser';
import { login, MOBILE, DESKTOP, newPlayerPage, openBoardSelector, providerServerForBlock, TEST_MOCK_CONFIG } from './game-flow';
import { netUrl } from './servers';

/**
 * Play together (proposed chat contract): reactions and chat between players on the manual game
 * screen, in mock mode (the player and the mock's chatting bots, MSW in the browser) and network
 * mode (two browsers against `npm run provider`): send and receive a reaction and a message, the
 * server's rate-limit refusal in the player's words, muting a player, and a server without chat.
 */

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

/** From the game type page to the stake-10 game screen with one board. */
async function sitDown(page: Page, board: number) {
  await openBoardSelector(page, 10);
  await page.getByRole('button', { name: `Board ${board}`, exact: true }).click();
  await expect.poll(() => page.getByRole('button', { name: `Board ${board}, selected` }).count()).toBe(1);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.waitForURL('**/gameWindow/10');
  await page.getByRole('group', { name: 'Reactions' }).waitFor();
}

const reactions = (page: Page) => page.getByTestId('seen-reactions').innerText();
const lines = (page: Page) => page.getByTestId('chat-lines').innerText();

/** Opens the chat panel (the first time: the chat is opened on the server) and sends `text`. */
async function say(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect.poll(() => page.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('');
}

/** Two reactions within a second: the second is refused by the server's rate limit. */
async function tapTwice(page: Page) {
  await page.evaluate(() => {
    for (const id of ['clap', 'fire']) (document.querySelector(`[data-reaction="${id}"]`) as HTMLButtonElement).click();
  });
  await expect.poll(() => page.getByRole('status').filter({ hasText: 'Slow down' }).innerText()).toMatch(/^Slow down — try again in \d+ s\.|^Slow down — try again in a moment\./);
}

describe('mock mode (MSW in the browser): the player and the mock\'s chatting bots', () => {
  test('reaction and message sent and received, rate limit, mute a player, then a server without chat', { timeout: 60_000 }, async () => {
    const { context, page, errors } = await newPlayerPage(browser, MOBILE);
    await context.addInitScript((cfg) => localStorage.setItem('cartela.mock.config', JSON.stringify(cfg)), { ...TEST_MOCK_CONFIG, bots: 1 });
    await login(page, inject('mockUrl'), '0911000001');
    await sitDown(page, 1);
    // nothing of the chat is sent before the panel opens
    await page.getByRole('button', { name: 'Good luck!' }).click();
    await expect.poll(() => reactions(page)).toContain('abebe: Good luck!');
    await page.waitForTimeout(1100);
    await tapTwice(page);

    await page.getByRole('button', { name: 'Chat' }).click();
    await say(page, 'Selam everyone');
    await expect.poll(() => lines(page)).toContain('You: Selam everyone');
    // 360 px, dark theme, the panel open: no axe violation, and the page is no wider than the phone
    expect(await axeViolations(page, '/gameWindow/10 chat open (dark)')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // the bots chat once the game runs; one of their lines arrives and its sender is muted
    await page.evaluate(() => window.__cartelaMock!.chat.configure({ botEveryMs: 200 }));
    expect(await page.evaluate(() => window.__cartelaMock!.startNow(10))).toBe(true);
    const bot = page.getByTestId('chat-lines').locator('li[data-from]:not([data-from="abebe"])').first();
    await bot.waitFor({ timeout: 20_000 });
    const name = (await bot.getAttribute('data-from'))!;
    await page.getByRole('button', { name: `Mute ${name}` }).first().click();
    await expect.poll(() => page.getByTestId('chat-lines').locator(`li[data-from="${name}"]`).count()).toBe(0);
    await page.waitForTimeout(1500);
    expect(await page.getByTestId('chat-lines').locator(`li[data-from="${name}"]`).count()).toBe(0);
    expect(await lines(page)).toContain('You: Selam everyone');

    // a server without chat answers {error}: reactions and chat go away
    await page.evaluate(() => {
      window.__cartelaMock!.chat.offered = false;
    });
    await page.waitForTimeout(1100);
    await page.getByRole('button', { name: 'Love' }).click();
    await expect.poll(() => page.getByRole('group', { name: 'Reactions' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Chat/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('network mode (two browsers against `npm run provider`)', () => {
  const provider = providerServerForBlock();

  test('two players: reaction and message each way, rate limit, mute, then a server without chat', { timeout: 90_000 }, async () => {
    const a = await browser.newContext({ viewport: MOBILE, colorScheme: 'light' });
    const b = await browser.newContext({ viewport: DESKTOP });
    const pageA = await a.newPage();
    const pageB = await b.newPage();
    await login(pageA, netUrl(), '0911000001');
    await login(pageB, netUrl(), '0911000002');
    await sitDown(pageA, 3);
    await sitDown(pageB, 7);

    // a reaction goes to every player of the game
    await pageA.getByRole('button', { name: 'Good luck!' }).click();
    await expect.poll(() => reactions(pageB)).toContain('abebe: Good luck!');
    await expect.poll(() => reactions(pageA)).toContain('abebe: Good luck!');
    // B hears it politely
    await expect.poll(() => pageB.getByTestId('chat-announcer').innerText()).toBe('abebe: Good luck!');

    // messages reach the players who opened the chat
    await pageB.getByRole('button', { name: 'Chat' }).click();
    await pageA.getByRole('button', { name: 'Chat' }).click();
    await say(pageA, 'Selam from abebe');
    await expect.poll(() => lines(pageB)).toContain('abebe: Selam from abebe');
    await say(pageB, 'Selam from almaz');
    await expect.poll(() => lines(pageA)).toContain('almaz: Selam from almaz');
    // 360 px, light theme, the panel open: no axe violation
    expect(await axeViolations(pageA, '/gameWindow/10 chat open (light)')).toEqual([]);

    await pageA.waitForTimeout(1100);
    await tapTwice(pageA);

    // B mutes A: A's messages are hidden on B's screen, A still sees them
    await pageB.getByRole('button', { name: 'Mute abebe' }).first().click();
    await expect.poll(() => pageB.getByTestId('chat-lines').locator('li[data-from="abebe"]').count()).toBe(0);
    await say(pageA, 'second message');
    await expect.poll(() => lines(pageA)).toContain('You: second message');
    await pageB.waitForTimeout(1000);
    expect(await lines(pageB)).not.toContain('second message');

    // a server without chat: the next reaction is answered {error} and the chat goes away
    provider().chat.offered = false;
    await pageB.getByRole('button', { name: 'Love' }).click();
    await expect.poll(() => pageB.getByRole('group', { name: 'Reactions' }).count()).toBe(0);
    expect(await pageB.getByRole('button', { name: /^Chat/ }).count()).toBe(0);
    await a.close();
    await b.close();
  });
});

describe('a break taken while the game screen is open (network mode)', () => {
  providerServerForBlock();

  test('the limits page in another tab starts a 24-hour break: the game tab hides reactions and chat at once', { timeout: 60_000 }, async () => {
    const context = await browser.newContext({ viewport: MOBILE });
    const game = await context.newPage();
    await login(game, netUrl(), '0911000001');
    await sitDown(game, 5);
    await game.getByRole('button', { name: 'Chat' }).click();
    await game.getByRole('textbox', { name: 'Message' }).waitFor();

    // the same player's other tab on this device
    const limits = await context.newPage();
    await limits.goto(`${netUrl()}/limits`);
    await limits.getByRole('button', { name: '24 hours' }).click();
    await limits.getByRole('dialog').getByRole('button', { name: 'Start the break' }).click();
    await limits.getByText(/^You are on a break until/).waitFor();

    await expect.poll(() => game.getByRole('group', { name: 'Reactions' }).count(), { timeout: 5000 }).toBe(0);
    expect(await game.getByRole('button', { name: /^Chat/ }).count()).toBe(0);
    expect(await game.getByRole('textbox', { name: 'Message' }).count()).toBe(0);
    await context.close();
  });
});
