import { describe, expect, inject, test } from 'vitest';
import { axeViolations } from './axe';
import { chromiumForFile } from './browser';
import { login, MOBILE, newPlayerPage, providerServerForBlock, shellReplaced } from './game-flow';
import { netUrl } from './servers';

/**
 * The profile's linked Telegram user (the proposed `telegram` of get_user_info and `POST
 * /users/telegram_unlink/`), driven like a player in both builds: the demo account 0911000001 is
 * linked to the demo Telegram user Abebe (@abebe_demo); Unlink asks first, and once done the profile
 * shows no Telegram user, also after a reload (the server no longer names one).
 */
const browser = chromiumForFile();

describe.each([
  ['mock', () => inject('mockUrl')],
  ['network', () => netUrl()],
] as const)('profile: the linked Telegram user (%s mode)', (mode, base) => {
  if (mode === 'network') providerServerForBlock();

  test('"Telegram: Abebe (@abebe_demo)" with Unlink; the confirmation unlinks, and it stays unlinked', async () => {
    const { context, page, errors } = await newPlayerPage(browser(), MOBILE);
    try {
      await login(page, base(), '0911000001');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Edit Profile' }).click();
      await page.waitForURL('**/profile');
      await page.getByText('Telegram: Abebe (@abebe_demo)').waitFor();

      await page.getByRole('button', { name: 'Unlink' }).click();
      const dialog = page.getByRole('dialog', { name: 'Unlink Telegram?' });
      await dialog.waitFor();
      expect(await axeViolations(page, '/profile (unlink dialog)')).toEqual([]);
      await dialog.getByRole('button', { name: 'Unlink' }).click();
      await page.getByRole('status').getByText('Telegram is no longer linked to this account.').waitFor();
      expect(await page.getByText('Telegram: Abebe (@abebe_demo)').count()).toBe(0);

      const userInfo = page.waitForResponse((r) => r.url().includes('/users/get_user_info'));
      await page.reload();
      await shellReplaced(page);
      await page.getByRole('tab', { name: 'Personal Info' }).waitFor();
      await userInfo;
      // the profile's own read of the user after the reload names no Telegram user either
      await page.waitForLoadState('networkidle');
      expect(await page.getByText(/^Telegram:/).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
