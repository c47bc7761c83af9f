import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumForFile } from './browser';
import { balanceText, DESKTOP, login, MOBILE, newPlayerPage as newPage, providerServerForBlock, shellReplaced } from './game-flow';
import { netUrl, providerPort } from './servers';

/**
 * The wallet in a real browser (production build, mock mode): wallet, payment redirect and return
 * pages, transfer with its confirmation and one request per double click, withdrawal PENDING,
 * manual requests; and the automatic deposit in network mode.
 */
const browser = chromiumForFile();
const newPlayerPage = (viewport: { width: number; height: number }) => newPage(browser(), viewport);

async function openWalletTab(page: Page, tab: 'Deposit' | 'Withdraw' | 'Transfer', sub?: 'Manual' | 'Automatic') {
  await shellReplaced(page);
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
    expect(await page.getByText('Minimum deposit: 50 ETB').count()).toBe(1);
    expect(await page.getByText('Maximum daily deposit: 10,000 ETB').count()).toBe(1);
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
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Your deposit request of 120.00 ETB was sent. It is added to your balance once it has been checked.' }).count()).toBe(1);
    // a manual deposit waits for the operator: nothing is credited yet
    expect(await balanceText(page)).toBe('Balance: 500.00 ETB');

    await openWalletTab(page, 'Withdraw', 'Manual');
    // the request id is the player's only once the request is sent
    expect(await page.getByRole('form', { name: 'Manual withdrawal' }).innerText()).not.toMatch(/MWR-|Request id/i);
    await page.getByLabel('Amount (ETB)').fill('150');
    const sent = page.waitForRequest((r) => r.url().includes('/api/manual-payments/manualRequest/requests'));
    await page.getByRole('button', { name: 'Send withdrawal request' }).click();
    const trxId = (await sent).postDataJSON().trxId as string;
    expect(trxId).toMatch(/^MWR-\d{13}$/);
    await expect.poll(() => page.getByRole('status').filter({ hasText: `Your withdrawal request of 150.00 ETB was sent. Its number is ${trxId}; it is paid within 24 hours.` }).count()).toBe(1);
    expect(posts).toEqual(['/api/manual-payments/manualPay/request', '/api/manual-payments/manualRequest/requests']);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('network mode (production build against `npm run provider`)', () => {
  const provider = providerServerForBlock();

  test('automatic deposit leaves for the provider’s checkout page and comes back with the server’s balance', async () => {
    const context = await browser().newContext({ viewport: MOBILE });
    const page = await context.newPage();
    await login(page, netUrl(), '0911000001');
    await page.goto(netUrl() + '/addBalance');
    await openWalletTab(page, 'Deposit', 'Automatic');
    await page.getByLabel('Amount (ETB)').fill('100');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page.waitForURL(`http://127.0.0.1:${providerPort()}/mockCheckout?**`);
    await page.getByRole('button', { name: 'Pay 100.00 ETB' }).click();
    await page.waitForURL(`${netUrl()}/payment_success?**`);
    await expect.poll(() => balanceText(page)).toBe('Balance: 600.00 ETB');
    expect(provider().world.data.ledger.filter((e) => e.phone === '0911000001').map((e) => e.type)).toEqual(['deposit']);
    await context.close();
  });
});
