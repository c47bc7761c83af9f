// `npm run screens`: screenshots of the login, stake, scheduled games and live game screens (the
// player's own win on it) in each language (spec texts, Amharic, English) and each colour theme (the
// system's setting emulated: dark, light) on a 360 × 640 phone, written to
// docs/screens/<screen>-<language>-<theme>.png.
// Builds the app in mock mode (the in-browser mock provider plays the game), serves it with
// `vite preview` and drives Chromium with playwright-core.
// Then the Mini App in Telegram's light and dark themes (docs/screens/telegram-{link,confirm,stake}-{light,dark}.png:
// the link screen, the question before a link and the stake screen, opened with signed launch
// parameters inside the mock provider's Telegram-like frame: header with BackButton, MainButton).
// SCREENS_PORT (default 4400); CHROME_PATH (default /usr/bin/chromium); SCREENS=telegram for the Telegram ones only.
import { mkdirSync, rmSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { build, preview } from 'vite';
import { AUTO_CONFIG } from '../../tests/e2e/auto-game-flow';
import { say } from '../../tests/e2e/catalogue';
import { boardCells, checkWin, STAKE_RULES } from '../../src/shared/lib/bingo';
import { createBoards, TELEGRAM_DARK_THEME, TELEGRAM_LIGHT_THEME, telegramLaunchHash } from '@mock-provider/node';
import { chromiumArgs } from './chromium-args';

const BOARDS = createBoards();

const OUT_DIR = 'dist-screens';
const PORT = Number(process.env.SCREENS_PORT ?? 4400);
const APP = `http://127.0.0.1:${PORT}`;
const LANGUAGES = ['spec', 'am', 'en'] as const;
const THEMES = ['dark', 'light'] as const;
// the mock's timing: a long countdown the script cuts short, calls made on demand
const MOCK_CONFIG = { countdownMs: 600_000, callIntervalMs: 0, checkMs: 150, restartMs: 500, bots: 0, seed: 7 };

type MockApi = { startNow(bet: number): Promise<boolean>; callNext(bet: number): Promise<number | null> };
const mock = (page: Page) => ({
  startNow: (bet: number) => page.evaluate((b) => (window as unknown as { __cartelaMock: MockApi }).__cartelaMock.startNow(b), bet),
  callNext: (bet: number) => page.evaluate((b) => (window as unknown as { __cartelaMock: MockApi }).__cartelaMock.callNext(b), bet),
});

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  // the snackbar and the focus ring of the route change are not part of the screen
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.screenshot({ path: `docs/screens/${name}.png` });
  console.log(`docs/screens/${name}.png`);
}

async function main() {
  Object.assign(process.env, { VITE_API_MOCKING: 'true', CARTELA_OUT_DIR: OUT_DIR });
  rmSync(OUT_DIR, { recursive: true, force: true });
  await build({ logLevel: 'warn', mode: 'production' });
  const server = await preview({ logLevel: 'warn', build: { outDir: OUT_DIR }, preview: { host: '127.0.0.1', port: PORT, strictPort: true } });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs(),
  });
  mkdirSync('docs/screens', { recursive: true });
  try {
    for (const [language, theme] of process.env.SCREENS === 'telegram' ? [] : LANGUAGES.flatMap((l) => THEMES.map((t) => [l, t] as const))) {
      const context = await browser.newContext({ viewport: { width: 360, height: 640 }, deviceScaleFactor: 1, colorScheme: theme });
      const shot = (screen: string) => shoot(page, `${screen}-${language}-${theme}`);
      await context.addInitScript(
        ([language, cfg, auto]) => {
          localStorage.setItem('cartela.language', language);
          localStorage.setItem('cartela.mock.config', JSON.stringify(cfg));
          localStorage.setItem('cartela.mock.auto', JSON.stringify(auto));
        },
        [language, MOCK_CONFIG, AUTO_CONFIG] as const,
      );
      const page = await context.newPage();
      page.on('console', (message) => message.type() === 'error' && console.error(`[${language} ${theme}] ${message.text()}`));
      page.on('pageerror', (error) => console.error(`[${language}] ${error.message}`));
      await page.goto(`${APP}/auth`);
      await page.locator('input[type="password"]').waitFor();
      await shot('login');

      const t = (area: string, key: string, params?: Record<string, string | number>) => say(language, area, key, params);
      await page.getByLabel(t('auth', 'auth_phone')).fill('0911000001');
      await page.getByLabel(t('auth', 'auth_password')).fill('cartela123');
      await page.getByRole('button', { name: t('auth', 'auth_login'), exact: true }).click();
      await page.waitForURL('**/gameType');
      await page.goto(`${APP}/stake`);
      await page.locator('h1').waitFor();
      await shot('stake');
      await page.goto(`${APP}/autoGames`);
      await page.locator('h1').waitFor();
      await page.locator('main li').first().waitFor();
      await shot('scheduled');
      await page.goto(`${APP}/stake`);
      await page.locator('h1').waitFor();

      // a live game with two boards and a few calls made
      await page.getByRole('button', { name: t('game', 'game_play_stake_label', { stake: 10 }) }).click();
      await page.waitForURL('**/boardSelector');
      for (const id of [11, 12]) await page.getByRole('button', { name: t('play', 'play_board', { id }), exact: true }).click();
      await page.getByRole('button', { name: t('game', 'game_start'), exact: true }).click();
      await page.waitForURL('**/gameWindow/10');
      const control = mock(page);
      await control.startNow(10);
      const called: number[] = [];
      for (let i = 0; i < 6; i++) {
        const n = await control.callNext(10);
        if (n !== null) called.push(n);
      }
      await page.waitForTimeout(500);
      await shot('game');
      // the player's own win: board 11 completes the stake's pattern, the claim wins
      const board = BOARDS[10]!;
      const cells = boardCells(board.board_numbers);
      const pattern = STAKE_RULES[10].pattern;
      while (!checkWin(cells, called, pattern).won && called.length < 75) {
        const n = await control.callNext(10);
        if (n === null) break;
        called.push(n);
      }
      await page.waitForTimeout(300);
      const grid = page.getByRole('region', { name: t('play', 'play_board', { id: 11 }), exact: true });
      for (const idx of checkWin(cells, called, pattern).cells) {
        const n = cells[idx];
        if (!n) continue;
        await grid.getByRole('gridcell', { name: t('play', 'play_cell_called', { number: n }), exact: true }).click();
      }
      await page.getByRole('button', { name: t('game', 'game_bingo_board', { id: 11 }) }).click();
      await page.getByRole('dialog', { name: t('game', 'game_bingo_title') }).waitFor();
      // the confetti has flown
      await page.waitForTimeout(1500);
      await shot('win');
      await context.close();
    }
    for (const [name, theme] of [
      ['light', TELEGRAM_LIGHT_THEME],
      ['dark', TELEGRAM_DARK_THEME],
    ] as const) {
      const context = await browser.newContext({ viewport: { width: 360, height: 640 }, deviceScaleFactor: 1 });
      await context.addInitScript((cfg) => {
        localStorage.setItem('cartela.language', 'spec');
        localStorage.setItem('cartela.mock.config', JSON.stringify(cfg));
      }, MOCK_CONFIG);
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error(`[telegram ${name}] ${error.message}`));
      // a plain tab is not Telegram: the mock provider stands in for Telegram's native side
      await page.goto(`${APP}/?mockTelegram${await telegramLaunchHash({ userId: 700000009, theme })}`);
      const link = page.getByRole('region', { name: say('spec', 'telegram', 'telegram_link_title') });
      await link.waitFor();
      await shoot(page, `telegram-link-${name}`);
      await link.getByLabel(say('spec', 'auth', 'auth_phone')).fill('0911000003');
      await link.getByLabel(say('spec', 'auth', 'auth_password')).fill('cartela123');
      // inside the stand-in the MainButton (drawn by the mock) is the form's one primary action
      await page.getByRole('button', { name: say('spec', 'telegram', 'telegram_link_submit') }).click();
      await page.getByRole('region', { name: say('spec', 'telegram', 'telegram_confirm_title') }).waitFor();
      await shoot(page, `telegram-confirm-${name}`);
      await page.evaluate(() => sessionStorage.clear());
      await page.goto(`${APP}/?mockTelegram${await telegramLaunchHash({ userId: 700000001, theme })}`);
      await page.waitForURL('**/gameType');
      await page.getByRole('button', { name: say('spec', 'account', 'account_manual_play') }).click();
      await page.waitForURL('**/stake');
      await page.locator('h1').waitFor();
      await shoot(page, `telegram-stake-${name}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    rmSync(OUT_DIR, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
