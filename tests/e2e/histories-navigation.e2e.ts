import { describe, expect, inject, test } from 'vitest';
import { shortReferralCode } from '../../src/shared/lib/referral';
import { chromiumForFile } from './browser';
import { DESKTOP, login, MOBILE, newPlayerPage as newPage, openBoardSelector, pageControl, playAndWin, shellReplaced } from './game-flow';

/**
 * After a game in a real browser (production build, mock mode): transaction and game history, the
 * mobile drawer / compact layout, the navigation bar and the other pages.
 */
const browser = chromiumForFile();
const newPlayerPage = (viewport: { width: number; height: number }) => newPage(browser(), viewport);

describe('histories after a game (spec §2.14, §2.15) and the mobile layout (§2.2)', () => {
  test('transaction history shows the game rows with a correct running balance; game history shows the game; drawer and compact layout', async () => {
    const { context, page, errors } = await newPlayerPage(MOBILE);
    await login(page, inject('mockUrl'), '0911000001');
    await openBoardSelector(page, 10);
    const prize = await playAndWin(page, pageControl(page), [1, 2], 500);
    const finalBalance = 500 - 20 + prize;

    // mobile drawer with all eight items (spec §2.2)
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    for (const item of ['Home', 'Transaction History', 'Game History', 'Invite Friends', 'Game Instructions', 'Terms and Conditions', 'Contact and Support', 'Edit Profile']) {
      expect(await drawer.getByRole('link', { name: item, exact: true }).count()).toBe(1);
    }
    expect(await drawer.getByRole('link', { name: 'Add Credit' }).count()).toBe(1);
    expect(await drawer.getByRole('button', { name: 'Logout' }).count()).toBe(1);
    await drawer.getByRole('link', { name: 'Transaction History' }).click();
    await page.waitForURL('**/transactionHistory');

    // compact layout: Type and Amount columns, chart above, rows expand to date and balance
    const table = page.getByRole('table', { name: 'Transactions' });
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(1);
    expect(await table.getByRole('columnheader', { name: 'Balance' }).count()).toBe(0);
    await expect.poll(() => page.getByTestId('balance-chart').count()).toBe(1);
    const first = table.getByRole('button', { name: /^Show details of / }).first();
    await first.click();
    expect(await table.getByText(`Balance: ${(finalBalance).toFixed(2)} ETB`).count()).toBe(1);

    // wide layout: Date, Type, Amount, Balance with the running balance back to 500 before the game
    await page.setViewportSize(DESKTOP);
    await expect.poll(() => table.getByRole('columnheader', { name: 'Balance' }).count()).toBe(1);
    const rows = await table.locator('tbody tr').allInnerTexts();
    const lastBalance = (r: string) => r.split('\t').at(-1)!.trim();
    expect(lastBalance(rows[0])).toBe(finalBalance.toFixed(2));
    expect(rows.some((r) => r.includes('Game won'))).toBe(true);
    // oldest row: the game won (prize 16.00 for stakes of 20.00: net −4.00), so 500.00 → 496.00, shown
    // as its prize with "+" (a win is never a "−"); a bonus row, when earned, is newer and ends at the
    // current balance
    expect(rows.at(-1)).toContain('Game won');
    expect(rows.at(-1)).toContain('+16.00');
    expect(lastBalance(rows.at(-1)!)).toBe('496.00');
    expect(rows).toHaveLength(prize > 16 ? 2 : 1);
    expect(await page.getByText(/^In: /).count()).toBe(1);

    await page.getByRole('link', { name: 'Game History' }).click();
    await page.waitForURL('**/gameHistory');
    const entry = page.getByTestId('game-entry');
    await expect.poll(() => entry.count()).toBe(1);
    await entry.locator('summary').click();
    expect(await entry.getByText('Won', { exact: true }).count()).toBe(1);
    expect(await entry.getByText('Bet: 10.00 ETB').count()).toBe(1);
    // the entry's details render once it is open
    await expect.poll(() => entry.getByRole('region', { name: /^Board [12]$/ }).count()).toBe(2);
    expect(await entry.getByRole('gridcell', { name: /winning$/ }).count()).toBeGreaterThan(0);
    expect(await entry.getByText(/^Won .* ETB with this board$/).count()).toBe(1);
    // the native calendar icon is drawn for a dark field (it was dark on dark)
    expect(await page.getByLabel('From').evaluate((el) => getComputedStyle(el).colorScheme)).toBe('dark');
    await page.getByLabel('From').fill('2020-01-01');
    await page.getByLabel('To').fill('2020-01-02');
    await expect.poll(() => page.getByText('No games found for the selected date range.').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('navigation bar and the other pages (spec §2.2, §2.16, §9)', () => {
  test('desktop bar; invite (code, copy 2 s, Send Invite); instructions, terms, support', async () => {
    const { context, page, errors } = await newPlayerPage(DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: inject('mockUrl') });
    await login(page, inject('mockUrl'), '0911000001');
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => main.getByRole('link').count()).toBe(4);
    for (const item of ['Home', 'Transaction History', 'Game History', 'Invite Friends']) expect(await main.getByRole('link', { name: item, exact: true }).count()).toBe(1);
    expect(await main.getByRole('link').count()).toBe(4);
    expect(await page.getByRole('img', { name: 'Notifications: 3' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Profile of abebe' }).getAttribute('href')).toBe('/profile');
    expect(await page.getByRole('button', { name: 'Open menu' }).count()).toBe(0);

    await main.getByRole('link', { name: 'Invite Friends' }).click();
    await page.waitForURL('**/invite');
    expect(await page.getByTestId('referral-code').innerText()).toBe(shortReferralCode('0911000001'));
    await page.getByRole('button', { name: 'Copy code' }).click();
    await expect.poll(() => page.getByText('Referral code copied!').count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shortReferralCode('0911000001'));
    await expect.poll(() => page.getByText('Referral code copied!').count(), { timeout: 6000 }).toBe(0);
    await page.getByLabel("Friend's phone number").fill('12345');
    await page.getByRole('button', { name: 'Send Invite' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Phone number must be 10 digits: starting with 0...');
    await page.getByLabel("Friend's phone number").fill('0911234567');
    await page.getByRole('button', { name: 'Send Invite' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'invitation sent to 0911234567' }).count()).toBe(1);
    expect(await page.getByText('You earn 10 birr game credit for every friend who joins with your code.').count()).toBe(1);

    await page.goto(inject('mockUrl') + '/instructions');
    // index.html's shell carries the rules at once; the pattern cards come with the app
    await shellReplaced(page);
    await expect.poll(() => page.getByRole('heading', { name: 'Bad Bingo' }).count()).toBe(1);
    for (const stake of [10, 20, 50, 100, 200, 500]) expect(await page.getByRole('listitem', { name: `Stake ${stake} ETB` }).getByRole('img').count()).toBe(1);
    expect(await page.getByText('100 birr bonus if won in under 10 calls').count()).toBe(1);

    await page.goto(inject('mockUrl') + '/terms');
    for (const text of ['Minimum deposit: 50 birr.', 'Maximum daily deposit: 10,000 birr.', 'Minimum withdrawal: 100 birr.', 'Maximum daily withdrawal: 1,000 birr.', 'Withdrawals are processed within up to 24 hours.']) {
      await expect.poll(() => page.getByText(text, { exact: true }).count()).toBe(1);
    }

    await page.goto(inject('mockUrl') + '/support');
    await expect.poll(() => page.getByText('Support hours: 9 AM to 9 PM, every day.').count()).toBe(1);
    await page.getByRole('button', { name: 'Send' }).click();
    expect(await page.getByRole('status').filter({ hasText: 'not available yet' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
