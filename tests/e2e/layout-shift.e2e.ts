import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumForFile } from './browser';
import { balanceText, login, providerServerForBlock } from './game-flow';
import { AUTO_CONFIG } from './auto-game-flow';
import { netUrl } from './servers';

/**
 * Nothing on a reloaded page moves after its first paint (perf/report.md: CLS ≤ 0.01): the sum of the
 * page's layout shifts without input before them, as Lighthouse's CLS adds them, with the answer that
 * arrives late (a board's numbers, the linked Telegram user, the receiving accounts) held back a
 * moment so that it surely comes after the first paint. Lighthouse's phone (412 × 823), where the
 * scheduled game's chat is in view below the board. The production build against `npm run provider`.
 */
const browser = chromiumForFile();
const provider = providerServerForBlock(AUTO_CONFIG);
const PHONE = { width: 412, height: 823 };
/** How long a held answer waits (ms): well after the app's first paint. */
const HOLD_MS = 700;

/** A logged-in phone page; the service worker is blocked so that the held answers go through the page's routes. */
async function loggedInPage(phone: string): Promise<Page> {
  const context = await browser().newContext({ viewport: PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  await login(page, netUrl(), phone);
  return page;
}

/** Answers of requests whose URL matches `pattern` arrive `HOLD_MS` late. */
async function holdAnswers(page: Page, pattern: RegExp) {
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    await route.continue();
  });
}

/** Reloads the page and sums its layout shifts (none after input) until `settled` and a moment more. */
async function shiftsOfReload(page: Page, settled: () => Promise<unknown>): Promise<number> {
  await page.context().addInitScript(() => {
    const w = window as unknown as { __shifts: number };
    w.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.__shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.reload();
  await settled();
  // a moment for a late frame to move something
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);
}

describe('a reloaded page does not move after its first paint (network mode, phone)', () => {
  test("the scheduled game's play screen: the board's place is kept until its numbers come, the chat below stays put", { timeout: 60_000 }, async () => {
    const page = await loggedInPage('0911000001');
    const [gameId] = provider().auto.gameIds();
    await page.goto(`${netUrl()}/autoBoardSelector/${gameId}`);
    await page.getByRole('button', { name: 'Board 1', exact: true }).click();
    await page.getByRole('button', { name: 'ይግዙ', exact: true }).click();
    await page.getByRole('dialog', { name: 'ካርቴላ ግዢ ፎርም' }).getByRole('button', { name: 'አሁን ይግዙ' }).click();
    await expect.poll(() => balanceText(page)).toBe('Balance: 480.00 ETB');
    await page.getByRole('button', { name: 'ይግቡ' }).click();
    await page.waitForURL(`**/autoGamePlay/${gameId}`);
    await page.getByRole('region', { name: 'Board 1', exact: true }).getByRole('gridcell').first().waitFor();
    await page.getByRole('region', { name: 'Game chat' }).waitFor();

    await holdAnswers(page, /\/api\/boards\/\d+$/);
    const shifts = await shiftsOfReload(page, async () => {
      await page.getByRole('region', { name: 'Board 1', exact: true }).getByRole('gridcell').first().waitFor();
      await page.getByRole('region', { name: 'Game chat' }).waitFor();
    });
    expect(shifts).toBeLessThanOrEqual(0.01);
    await page.context().close();
  });

  test('the profile: the linked Telegram user, which comes with a later answer, moves nothing', { timeout: 60_000 }, async () => {
    // 0911000001 is linked to the demo Telegram user Abebe
    const page = await loggedInPage('0911000001');
    await page.goto(`${netUrl()}/profile`);
    await page.getByText('Telegram: Abebe (@abebe_demo)').waitFor();
    await holdAnswers(page, /\/api\/users\/get_user_info/);
    const shifts = await shiftsOfReload(page, () => page.getByText('Telegram: Abebe (@abebe_demo)').waitFor());
    expect(shifts).toBeLessThanOrEqual(0.01);
    await page.context().close();
  });

  test("the scheduled game's board picker: the game's name and stake, a later answer, do not push the board grid down", { timeout: 60_000 }, async () => {
    const page = await loggedInPage('0911000002');
    const [gameId] = provider().auto.gameIds();
    await page.goto(`${netUrl()}/autoBoardSelector/${gameId}`);
    const stake = () => page.getByText(/መደብ \d/).first().waitFor();
    await page.getByRole('button', { name: 'Board 7', exact: true }).waitFor();
    await stake();
    await holdAnswers(page, /\/api\/autogames\//);
    const shifts = await shiftsOfReload(page, async () => {
      await page.getByRole('button', { name: 'Board 7', exact: true }).waitFor();
      await stake();
    });
    expect(shifts).toBeLessThanOrEqual(0.01);
    await page.context().close();
  });

  test("the wallet: the receiving accounts, a later answer, do not push the deposit form's fields", { timeout: 60_000 }, async () => {
    const page = await loggedInPage('0911000001');
    await page.goto(`${netUrl()}/addBalance`);
    await page.getByRole('region', { name: 'Send your deposit to one of these accounts' }).waitFor();
    await holdAnswers(page, /\/api\/manual-payments\/receiving-accounts/);
    const shifts = await shiftsOfReload(page, () => page.getByRole('region', { name: 'Send your deposit to one of these accounts' }).waitFor());
    expect(shifts).toBeLessThanOrEqual(0.01);
    await page.context().close();
  });
});
