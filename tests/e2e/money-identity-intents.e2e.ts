import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumForFile } from './browser';
import { balanceText, login } from './game-flow';
import { A, B, moneyModeHooks, noteText, openPage as openMoneyPage, openWallet, recordMoneyKeys, snackbar } from './money-identity-flow';
import { socketStatus } from './resilience-flow';

/**
 * Real money in a real browser, mock mode and network mode: one money intent moves money once even
 * when its answer is lost, and money events are never queued offline.
 */
const browser = chromiumForFile();

/** Logout from the phone's menu drawer. */
async function logoutFromMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
}
const openPage = () => openMoneyPage(browser());

for (const mode of ['mock', 'network'] as const) {
  describe(`${mode} mode`, () => {
    const { baseUrl, controlOf } = moneyModeHooks(mode);

    test('transfer 25 ETB with the answer dropped: "Not confirmed", the server shows it done (the form clears), one transfer; the same transfer later is a new one with a new key', async () => {
      const { context, page, errors } = await openPage();
      const control = controlOf(page);
      const keys = recordMoneyKeys(page);
      await login(page, baseUrl(), A);
      const earlier = (await control.moneyRequests()).length;
      await openWallet(page, baseUrl(), 'Transfer');
      await page.getByLabel('Transfer to (phone)').fill(B);
      await page.getByLabel('Amount (ETB)').fill('25');
      await control.dropNextMoneyAnswer();
      const confirm = async () => {
        await page.getByRole('button', { name: 'Transfer', exact: true }).click();
        await page.getByRole('dialog', { name: 'Confirm transfer' }).getByRole('button', { name: 'Confirm' }).click();
      };
      await confirm();
      await expect
        .poll(() => noteText(page))
        .toContain('We got no answer, but your history shows the transfer of 25.00 ETB. Your balance is now 475.00 ETB.');
      await expect.poll(() => balanceText(page)).toBe('Balance: 475.00 ETB');
      // done on the server: settled, the form clears, so a tap cannot send it again by mistake
      expect(await page.getByLabel('Amount (ETB)').inputValue()).toBe('');
      expect(await control.balance(A)).toBe(475);
      expect(await control.balance(B)).toBe(1025);
      expect((await control.ledger(A)).filter((e) => e.type === 'transfer_out')).toEqual([{ type: 'transfer_out', amount: 25 }]);
      // a real second transfer of the same amount to the same player: a new intent, a new key, money moves
      await page.getByLabel('Transfer to (phone)').fill(B);
      await page.getByLabel('Amount (ETB)').fill('25');
      await confirm();
      await expect.poll(() => noteText(page)).toContain('Transfer completed.');
      expect(await control.balance(A)).toBe(450);
      const sent = keys.filter((k) => k.path.endsWith('/transactions/transfer'));
      expect(sent).toHaveLength(2);
      expect(sent[1].key).not.toBe(sent[0].key);
      const received = (await control.moneyRequests()).slice(earlier).filter((r) => r.kind.endsWith('/transactions/transfer'));
      expect(received.map((r) => r.key)).toEqual([sent[0].key, sent[1].key]);
      expect(errors).toEqual([]);
      await context.close();
    });

    test('transfer 25 ETB with the answer dropped and settled by the ledger, then a reload: nothing is listed or kept, and re-entering it is a new transfer', async () => {
      const { context, page, errors } = await openPage();
      const control = controlOf(page);
      const keys = recordMoneyKeys(page);
      await login(page, baseUrl(), A);
      const earlier = (await control.moneyRequests()).length;
      await openWallet(page, baseUrl(), 'Transfer');
      await page.getByLabel('Transfer to (phone)').fill(B);
      await page.getByLabel('Amount (ETB)').fill('25');
      await control.dropNextMoneyAnswer();
      const confirm = async () => {
        await page.getByRole('button', { name: 'Transfer', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Confirm transfer' });
        expect(await dialog.getByText('Send 25.00 ETB to 0911000002? This action cannot be undone.').count()).toBe(1);
        await dialog.getByRole('button', { name: 'Confirm' }).click();
      };
      await confirm();
      await expect
        .poll(() => noteText(page))
        .toContain('We got no answer, but your history shows the transfer of 25.00 ETB. Your balance is now 475.00 ETB.');
      // settled by the ledger (its entry carries the key): its key is forgotten on the device at once
      expect(await page.evaluate(() => localStorage.getItem('cartela.moneyIntents'))).toBeNull();

      await page.reload();
      await page.getByRole('tab', { name: 'Transfer', exact: true }).click();
      await page.getByLabel('Transfer to (phone)').waitFor();
      expect(await page.getByRole('region', { name: 'Not confirmed yet' }).count()).toBe(0);
      // the same transfer entered again is another transfer: a new key, performed
      await page.getByLabel('Transfer to (phone)').fill(B);
      await page.getByLabel('Amount (ETB)').fill('25.00');
      await confirm();
      await expect.poll(() => noteText(page)).toContain('Transfer completed.');
      expect(await control.balance(A)).toBe(450);
      expect((await control.ledger(A)).filter((e) => e.type === 'transfer_out')).toEqual([
        { type: 'transfer_out', amount: 25 },
        { type: 'transfer_out', amount: 25 },
      ]);
      const sent = keys.filter((k) => k.path.endsWith('/transactions/transfer'));
      expect(sent).toHaveLength(2);
      expect(sent[1].key).not.toBe(sent[0].key);
      // the provider's own log (the page's log is gone with the reload in mock mode)
      if (mode === 'network') {
        const received = (await control.moneyRequests()).slice(earlier).filter((r) => r.kind.endsWith('/transactions/transfer'));
        expect(received.map((r) => r.key)).toEqual([sent[0].key, sent[1].key]);
      }
      expect(await page.evaluate(() => localStorage.getItem('cartela.moneyIntents'))).toBeNull();
      expect(errors).toEqual([]);
      await context.close();
    });

    test('withdrawal with the answer dropped: "Not confirmed", the server shows it, the form clears: one withdrawal of 100.00, one key', async () => {
      const { context, page } = await openPage();
      const control = controlOf(page);
      const keys = recordMoneyKeys(page);
      await login(page, baseUrl(), A);
      await openWallet(page, baseUrl(), 'Withdraw', 'Automatic');
      await page.getByLabel('Amount (ETB)').fill('100');
      await control.dropNextMoneyAnswer();
      await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
      await expect.poll(() => noteText(page)).toContain('We got no answer, but your history shows the withdrawal of 100.00 ETB. Your balance is now 400.00 ETB.');
      expect(await page.getByLabel('Amount (ETB)').inputValue()).toBe('');
      // a tap on the cleared form sends nothing
      await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
      expect(await control.balance(A)).toBe(400);
      expect((await control.ledger(A)).filter((e) => e.type === 'withdrawal')).toHaveLength(1);
      const sent = keys.filter((k) => k.path.endsWith('/withdrawlRequest'));
      expect(sent).toHaveLength(1);
      await context.close();
    });

    test('deposit request with the answer dropped: "Not confirmed", again → one deposit request, the checkout opens, one key', async () => {
      const { context, page } = await openPage();
      const control = controlOf(page);
      const keys = recordMoneyKeys(page);
      await login(page, baseUrl(), A);
      await openWallet(page, baseUrl(), 'Deposit', 'Automatic');
      await page.getByLabel('Amount (ETB)').fill('150');
      await control.dropNextMoneyAnswer();
      await page.getByRole('button', { name: 'Deposit', exact: true }).click();
      // a deposit request writes no ledger entry yet: nothing can say it was not done, so no "trying again is safe"
      await expect.poll(() => noteText(page)).toContain('Not confirmed. Your balance is now 500.00 ETB. If you send it again, it goes as the same request, so it is not done twice.');
      expect(await control.pendingDeposits(A)).toBe(1);
      await page.getByRole('button', { name: 'Deposit', exact: true }).click();
      await page.waitForURL('**/mockCheckout?**');
      const sent = keys.filter((k) => k.path.endsWith('/depositRequest'));
      expect(sent.map((k) => k.key)).toEqual([sent[0].key, sent[0].key]);
      // the mock world is kept in local storage in mock mode, so the page load kept it
      if (mode === 'network') expect(await control.pendingDeposits(A)).toBe(1);
      else expect(await page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('cartela.mock.world')!).deposits).length)).toBe(1);
      await context.close();
    });

    test('an unconfirmed deposit outlives a logout: the logout asks first; back in, the same player sees it and its retry sends the same key; another player sees nothing', async () => {
      const { context, page } = await openPage();
      const control = controlOf(page);
      const keys = recordMoneyKeys(page);
      await login(page, baseUrl(), A);
      await openWallet(page, baseUrl(), 'Deposit', 'Automatic');
      await page.getByLabel('Amount (ETB)').fill('150');
      await control.dropNextMoneyAnswer();
      await page.getByRole('button', { name: 'Deposit', exact: true }).click();
      await expect.poll(() => noteText(page)).toContain('Not confirmed. Your balance is now 500.00 ETB. If you send it again, it goes as the same request, so it is not done twice.');
      // the logout warns first; the player logs out anyway
      await logoutFromMenu(page);
      const warning = page.getByRole('dialog', { name: 'A money request is not confirmed yet' });
      await warning.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL('**/auth');
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

      // another player on the same phone: nothing of A's intent, and no warning at their logout
      await login(page, baseUrl(), B);
      await openWallet(page, baseUrl(), 'Deposit', 'Automatic');
      await page.getByLabel('Amount (ETB)').waitFor();
      expect(await page.getByRole('region', { name: 'Not confirmed yet' }).count()).toBe(0);
      await logoutFromMenu(page);
      await page.waitForURL('**/auth');

      // A is back: the intent is offered again, and sending it again uses its key
      await login(page, baseUrl(), A);
      await openWallet(page, baseUrl(), 'Deposit', 'Automatic');
      const list = page.getByRole('region', { name: 'Not confirmed yet' });
      await expect.poll(() => list.getByRole('listitem').allTextContents()).toEqual([expect.stringContaining('Deposit of 150.00 ETB')]);
      await page.getByLabel('Amount (ETB)').fill('150');
      await page.getByRole('button', { name: 'Deposit', exact: true }).click();
      await page.waitForURL('**/mockCheckout?**');
      const sent = keys.filter((k) => k.path.endsWith('/depositRequest'));
      expect(sent.map((k) => k.key)).toEqual([sent[0].key, sent[0].key]);
      await context.close();
    });

    test('a purchase while the connection is down is refused at once and nothing is sent after the reconnect', async () => {
      const { context, page } = await openPage();
      const control = controlOf(page);
      await login(page, baseUrl(), A);
      const earlier = (await control.moneyRequests()).length;
      const [gameId] = await control.autoGameIds();
      await page.goto(`${baseUrl()}/autoBoardSelector/${gameId}`);
      await page.getByRole('button', { name: 'Board 5', exact: true }).click();
      await page.getByRole('button', { name: 'ይግዙ', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'ካርቴላ ግዢ ፎርም' });
      await expect.poll(() => dialog.getByRole('button', { name: 'አሁን ይግዙ' }).isEnabled()).toBe(true);
      await control.refuseFor(3000);
      expect(await control.dropAll()).toBeGreaterThan(0);
      await expect.poll(() => socketStatus(page)).not.toBe('connected');
      await dialog.getByRole('button', { name: 'አሁን ይግዙ' }).click();
      await expect.poll(() => snackbar(page, 'Connection lost...').count()).toBe(1);
      await expect.poll(() => socketStatus(page), { timeout: 20_000 }).toBe('connected');
      await page.waitForTimeout(1000);
      expect((await control.moneyRequests()).slice(earlier).filter((r) => r.kind === 'purchase_cartela')).toEqual([]);
      expect(await control.balance(A)).toBe(500);
      expect(await control.autoOwners(gameId)).toEqual([]);
      await context.close();
    });
  });
}
