import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { encodeReferral } from '../../src/shared/lib/referral';
import { startProviderServer, type ProviderServer } from '@mock-provider/node';
import { launchChromium, takeCspViolations } from './browser';
import { balanceText, login, openBoardSelector, pageControl, playAndWin, TEST_MOCK_CONFIG } from './game-flow';

// README "Deploying": the production builds run every test under their CSP without a violation
afterEach(() => {
  expect(takeCspViolations()).toEqual([]);
});

/**
 * The wallet in a real browser (production build, mock mode): wallet, payment redirect and return
 * pages, transfer with its confirmation and one request per double click, withdrawal PENDING,
 * transaction and game history after a game, and the mobile drawer / compact layout.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function newPlayerPage(viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript((cfg) => localStorage.setItem('cartela.mock.config', JSON.stringify(cfg)), TEST_MOCK_CONFIG);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 360, height: 640 };

async function openWalletTab(page: Page, tab: 'Deposit' | 'Withdraw' | 'Transfer', sub?: 'Manual' | 'Automatic') {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  if (sub) await page.getByRole('tab', { name: sub, exact: true }).click();
}

describe('wallet (spec §2.13, §4, §5)', () => {
  test('automatic deposit → mock checkout → /payment_success → balance read again from the server', async () => {
    const { context, page, errors } = await newPlayerPage(DESKTOP);
    await login(page, inject('mockUrl'), '0911000001');
    await page.getByRole('link', { name: 'Add Credit' }).click();
    await page.waitForURL('**/addBalance');
    expect(await page.getByTestId('wallet-balance').innerText()).toBe('500.00 ETB');
    expect(await page.getByText('Phone: 0911000001').count()).toBe(1);
    await openWalletTab(page, 'Deposit', 'Automatic');
    // spec §9 terms beside the fields
    expect(await page.getByText('Minimum deposit: 50 birr').count()).toBe(1);
    expect(await page.getByText('Maximum daily deposit: 10,000 birr').count()).toBe(1);
    await page.getByLabel('Phone number').fill('09112');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Phone number must be exactly 10 digits');
    await page.getByLabel('Phone number').fill('0911000001');
    await page.getByLabel('Amount (ETB)').fill('150');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page.waitForURL('**/mockCheckout?**');
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('cartela.pendingDeposit') ?? 'null')?.amount)).toBe(150);
    await page.getByRole('button', { name: 'Pay 150.00 ETB' }).click();
    await page.waitForURL('**/payment_success?**');
    await expect.poll(() => page.getByRole('heading', { name: 'Payment Successful' }).count()).toBe(1);
    await expect.poll(() => balanceText(page)).toBe('Balance: 650.00 ETB');
    // the return URL itself credits nothing: opening it again leaves the balance as the server says
    await page.reload();
    await expect.poll(() => balanceText(page)).toBe('Balance: 650.00 ETB');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL('**/stake');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('spec §2.13: a deposit answer whose url is not a payment host (javascript:, a foreign https host) is not followed', async () => {
    const { context, page, errors } = await newPlayerPage(DESKTOP);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const left: string[] = [];
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) left.push(f.url());
    });
    await login(page, inject('mockUrl'), '0911000001');
    await page.goto(inject('mockUrl') + '/addBalance');
    await openWalletTab(page, 'Deposit', 'Automatic');
    for (const url of ['javascript:alert(1)', 'https://evil.example/pay']) {
      await page.evaluate((u) => window.__cartelaMock!.wallet.nextDepositUrl(u), url);
      left.length = 0;
      // a deposit that went through clears the fields (spec §2.13)
      await page.getByLabel('Phone number').fill('0911000001');
      await page.getByLabel('Amount (ETB)').fill('150');
      const answered = page.waitForResponse((r) => r.url().includes('/api/transactions/depositRequest'));
      await page.getByRole('button', { name: 'Deposit', exact: true }).click();
      expect((await (await answered).json()).url).toBe(url);
      await expect.poll(() => page.getByRole('alert').innerText()).toBe('The payment provider address is not trusted. Please contact support.');
      // give a navigation, had one started, the time to show up
      await page.waitForTimeout(300);
      expect(new URL(page.url()).pathname, url).toBe('/addBalance');
      expect(left, url).toEqual([]);
      expect(await page.evaluate(() => sessionStorage.getItem('cartela.pendingDeposit')), url).toBeNull();
    }
    expect(dialogs).toEqual([]);
    expect(await balanceText(page)).toBe('Balance: 500.00 ETB');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a failed payment → /payment_failure with Retry Payment; the balance is unchanged', async () => {
    const { context, page } = await newPlayerPage(DESKTOP);
    await login(page, inject('mockUrl'), '0911000001');
    await page.goto(inject('mockUrl') + '/addBalance');
    await openWalletTab(page, 'Deposit', 'Automatic');
    await page.getByLabel('Amount (ETB)').fill('200');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page.waitForURL('**/mockCheckout?**');
    await page.getByRole('button', { name: 'Fail payment' }).click();
    await page.waitForURL('**/payment_failure?**');
    await expect.poll(() => page.getByText('Oops! Something went wrong. Please try again or contact support.').count()).toBe(1);
    await expect.poll(() => balanceText(page)).toBe('Balance: 500.00 ETB');
    await page.getByRole('button', { name: 'Retry Payment' }).click();
    await page.waitForURL('**/addBalance');
    await context.close();
  });

  test('transfer after confirmation: a rapid double click sends one request; both balances right; withdrawal PENDING', async () => {
    const { context, page, errors } = await newPlayerPage(DESKTOP);
    const transfers: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/transactions/transfer')) transfers.push(r.headers()['idempotency-key'] ?? '');
    });
    await login(page, inject('mockUrl'), '0911000001');
    await page.goto(inject('mockUrl') + '/addBalance');
    await openWalletTab(page, 'Transfer');
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Transfer to account required');
    await page.getByLabel('Transfer to (phone)').fill('1911000002');
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Phone number must be 10 digits: starting with 0...');
    await page.getByLabel('Transfer to (phone)').fill('0911000002');
    await page.getByLabel('Amount (ETB)').fill('600');
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('insufficient balance!');
    await page.getByLabel('Amount (ETB)').fill('50');
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm transfer' });
    await expect.poll(() => dialog.getByText('Send 50.00 ETB to 0911000002? This action cannot be undone.').count()).toBe(1);
    // two clicks in the same task: the second one lands while the first request runs
    await dialog.getByRole('button', { name: 'Confirm' }).evaluate((b: HTMLButtonElement) => {
      b.click();
      b.click();
    });
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Transfer completed.' }).count()).toBe(1);
    await expect.poll(() => balanceText(page)).toBe('Balance: 450.00 ETB');
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatch(/^[\w-]{8,}$/);
    // success clears the fields
    expect(await page.getByLabel('Transfer to (phone)').inputValue()).toBe('');
    expect(await page.getByLabel('Amount (ETB)').inputValue()).toBe('');

    await openWalletTab(page, 'Withdraw', 'Automatic');
    expect(await page.getByRole('radio', { name: 'telebirr' }).isEnabled()).toBe(true);
    expect(await page.getByRole('radio', { name: /CBE Birr/ }).isDisabled()).toBe(true);
    expect(await page.getByRole('radio', { name: /M-PESA/ }).isDisabled()).toBe(true);
    expect(await page.getByText('Processing takes up to 24 hours').count()).toBe(1);
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('amount in birr required');
    await page.getByLabel('Amount (ETB)').fill('100');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect.poll(() => page.getByText('done.you will receive txt message from the selected provider shortly!').count()).toBe(1);
    await expect.poll(() => balanceText(page)).toBe('Balance: 350.00 ETB');

    // the receiver's side, same mock world
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/auth');
    await login(page, inject('mockUrl'), '0911000002');
    await expect.poll(() => balanceText(page)).toBe('Balance: 1,050.00 ETB +50.00');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('manual requests (spec §5 Manual deposit, Manual withdrawal, §3 request id)', () => {
  test('manual deposit and manual withdrawal: messages, generated request id, one request each', async () => {
    const { context, page, errors } = await newPlayerPage(MOBILE);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/manual-payments/')) posts.push(new URL(r.url()).pathname);
    });
    await login(page, inject('mockUrl'), '0911000001');
    await page.goto(inject('mockUrl') + '/addBalance');
    await openWalletTab(page, 'Deposit', 'Manual');
    await page.getByRole('button', { name: 'Send deposit request' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Please enter a valid amount.');
    await page.getByLabel('Amount (ETB)').fill('120');
    await page.getByRole('button', { name: 'Send deposit request' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Please paste the mobile-money SMS transaction Id.');
    await page.getByLabel('SMS transaction id').fill('CFG7H2K9LM');
    await page.getByRole('button', { name: 'Send deposit request' }).dblclick();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'an operator will check SMS CFG7H2K9LM' }).count()).toBe(1);
    // a manual deposit waits for the operator: nothing is credited yet
    expect(await balanceText(page)).toBe('Balance: 500.00 ETB');

    await openWalletTab(page, 'Withdraw', 'Manual');
    const trxId = await page.getByTestId('trx-id').innerText();
    expect(trxId).toMatch(/^MWR-\d{13}$/);
    await page.getByLabel('Amount (ETB)').fill('150');
    await page.getByRole('button', { name: 'Send withdrawal request' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: `withdrawal request ${trxId} received` }).count()).toBe(1);
    await expect.poll(() => page.getByTestId('trx-id').innerText()).not.toBe(trxId);
    expect(posts).toEqual(['/api/manual-payments/manualPay/request', '/api/manual-payments/manualRequest/requests']);
    expect(errors).toEqual([]);
    await context.close();
  });
});

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
    // oldest row: the game won (prize 16.00 for stakes of 20.00: net −4.00), so 500.00 → 496.00;
    // a bonus row, when earned, is newer and ends at the current balance
    expect(rows.at(-1)).toContain('Game won');
    expect(rows.at(-1)).toContain('−4.00');
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
    expect(await entry.getByRole('region', { name: /^Board [12]$/ }).count()).toBe(2);
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
    expect(await page.getByTestId('referral-code').innerText()).toBe(encodeReferral('0911000001'));
    await page.getByRole('button', { name: 'Copy code' }).click();
    await expect.poll(() => page.getByText('Referral code copied!').count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(encodeReferral('0911000001'));
    await expect.poll(() => page.getByText('Referral code copied!').count(), { timeout: 6000 }).toBe(0);
    await page.getByLabel("Friend's phone number").fill('12345');
    await page.getByRole('button', { name: 'Send Invite' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Phone number must be 10 digits: starting with 0...');
    await page.getByLabel("Friend's phone number").fill('0911234567');
    await page.getByRole('button', { name: 'Send Invite' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'invitation sent to 0911234567' }).count()).toBe(1);
    expect(await page.getByText('You earn 10 birr game credit for every friend who joins with your code.').count()).toBe(1);

    await page.goto(inject('mockUrl') + '/instructions');
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

describe('network mode (production build against `npm run provider`)', () => {
  let provider: ProviderServer;
  beforeAll(async () => {
    provider = await startProviderServer(inject('providerPort'), TEST_MOCK_CONFIG);
  });
  afterAll(async () => {
    await provider?.close();
  });

  test('automatic deposit leaves for the provider’s checkout page and comes back with the server’s balance', async () => {
    const context = await browser.newContext({ viewport: MOBILE });
    const page = await context.newPage();
    await login(page, inject('netUrl'), '0911000001');
    await page.goto(inject('netUrl') + '/addBalance');
    await openWalletTab(page, 'Deposit', 'Automatic');
    await page.getByLabel('Amount (ETB)').fill('100');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page.waitForURL(`http://127.0.0.1:${inject('providerPort')}/mockCheckout?**`);
    await page.getByRole('button', { name: 'Pay 100.00 ETB' }).click();
    await page.waitForURL(`${inject('netUrl')}/payment_success?**`);
    await expect.poll(() => balanceText(page)).toBe('Balance: 600.00 ETB');
    expect(provider.world.data.ledger.filter((e) => e.phone === '0911000001').map((e) => e.type)).toEqual(['deposit']);
    await context.close();
  });
});
