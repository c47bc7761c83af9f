import { describe, expect, test } from 'vitest';
import { chromiumForFile } from './browser';
import { balanceText, login, MOBILE, providerServerForBlock } from './game-flow';
import { netUrl } from './servers';

/**
 * Two tabs of one browser share the session (docs/real-server.md "Against a real server", tabs): what one tab
 * does with the login is followed by the other, against the provider as a real server.
 */
const browser = chromiumForFile();

describe('tabs share the session (network mode)', () => {
  providerServerForBlock();

  test('a logout in one tab sends the other to /auth; a login of another player in one tab reloads the other as that player', async () => {
    const context = await browser().newContext({ viewport: MOBILE });
    try {
      const first = await context.newPage();
      await login(first, netUrl(), '0911000001');
      const second = await context.newPage();
      await second.goto(`${netUrl()}/gameType`);
      await second.getByRole('button', { name: 'Manual Play' }).waitFor();
      // the second tab holds a game of abebe's in its session storage
      await second.evaluate(() => sessionStorage.setItem('gameId', 'g10-1'));

      await first.getByRole('button', { name: 'Open menu' }).click();
      await first.getByRole('button', { name: 'Logout' }).click();
      await first.waitForURL('**/auth');
      await second.waitForURL('**/auth**');
      // nothing of abebe's stays in that tab (the router's scroll positions are not the player's)
      expect(await second.evaluate(() => Object.keys(sessionStorage).filter((k) => !k.startsWith('tsr-')))).toEqual([]);

      // almaz logs in in the first tab: the second follows, as almaz (1,000.00 ETB, not abebe's 500.00)
      await first.getByLabel('Phone number').fill('0911000002');
      await first.getByLabel('Password').fill('cartela123');
      await first.getByRole('button', { name: 'Login' }).click();
      await first.waitForURL('**/gameType');
      await second.waitForURL('**/gameType');
      await expect.poll(() => balanceText(second)).toContain('1,000.00');
      expect(await second.evaluate(() => localStorage.getItem('token'))).toBe(await first.evaluate(() => localStorage.getItem('token')));
    } finally {
      await context.close();
    }
  });
});
