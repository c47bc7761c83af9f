import { describe, expect, inject, onTestFailed, test } from 'vitest';
import type { Page } from 'playwright-core';
import { startProviderServer } from '@mock-provider/node';
import { chromiumForFile } from './browser';
import { AUTO_CONFIG } from './auto-game-flow';
import { chaosAt, chaosSeeds, gameOverShown, goInApp, moneyInvariants, pageChaosControl, serverChaosControl, within, type ChaosControl } from './chaos-flow';
import { login, openBoardSelector, TEST_MOCK_CONFIG } from './game-flow';
import { A, B, openPage as openMoneyPage } from './money-identity-flow';

/** Longer than chaos can hold an event back (a delay plus a reorder, each up to maxDelayMs 300). */
const QUIET_MS = 1000;

/** A third demo player: transfers go to them, so no player's balance moves without their own screen knowing. */
const C = '0911000003';

/**
 * The client against the provider's chaos mode (any honest server: duplicates, delays, reordering,
 * dropped acks, refusals, answers to every watcher, phone formats, null optional fields): manual and
 * scheduled games and money intents, then the invariants — the screen's balance is the server's,
 * one ledger entry per key, no uncaught error, every game the server counts the player in ends on a
 * result or the exit dialog within 10 s of the server's end — and two more: a screen is in a game
 * only when the server has the player in it, and a winner's phone shows in the 09… form. A failure
 * names its seed; replay it with `CHAOS_SEED=<seed>` (comma-separated for several).
 */
const browser = chromiumForFile();

interface Player {
  phone: string;
  page: Page;
  errors: string[];
  board: number;
}

/** Runs `play` collecting invariant failures; the test fails with all of them and the seed to replay. */
function chaosTest(name: string, seed: number, play: (failures: string[]) => Promise<void>) {
  test(`${name} — chaos seed ${seed}`, { timeout: 150_000 }, async () => {
    const failures: string[] = [];
    onTestFailed(() =>
      console.error(`[chaos] failed with seed ${seed}: replay with CHAOS_SEED=${seed} (MOCK_CHAOS='${JSON.stringify(chaosAt(seed))}'): ${JSON.stringify(failures)}`),
    );
    await play(failures);
    expect(failures, `chaos seed ${seed}`).toEqual([]);
  });
}

async function openPlayer(phone: string, board: number, baseUrl: string, chaos?: object): Promise<Player> {
  const { page, errors } = await openMoneyPage(browser());
  if (chaos) await page.context().addInitScript((c) => localStorage.setItem('cartela.mock.chaos', JSON.stringify(c)), chaos);
  await login(page, baseUrl, phone);
  return { phone, page, errors, board };
}

/** A manual game of stake 10: every player picks a board and starts, one after the other; calls; the server ends it without a winner. */
async function manualGame(players: Player[], control: ChaosControl, failures: string[]) {
  for (const p of players) await openBoardSelector(p.page, 10);
  for (const p of players) await p.page.getByRole('button', { name: `Board ${p.board}`, exact: true }).click();
  // one after the other, each join settled before the next (the order of what reaches each screen stays the seed's)
  for (const p of players) {
    const started = await p.page
      .getByRole('button', { name: 'Start' })
      .click({ timeout: 5000 })
      .then(() => true)
      .catch(() => false);
    if (!started) failures.push(`${p.phone}: the board selector was gone (at ${new URL(p.page.url()).pathname}) before this player pressed Start`);
    // the join settles one way or the other: the game screen, or a message on the selector
    else await within(15_000, async () => p.page.url().includes('/gameWindow/10') || (await p.page.locator('[data-sonner-toast]').count()) > 0);
    // everything the join set off (late acks, answers to the other watchers) arrives before the next player acts
    await p.page.waitForTimeout(QUIET_MS);
  }
  const joined = await control.manualPlayers(10, Object.fromEntries(players.map((p) => [p.phone, p.board])));
  // the screen says the player is in the game only when the server has them in it
  for (const p of players)
    if (p.page.url().includes('/gameWindow/10') !== joined.includes(p.phone))
      failures.push(`${p.phone}: the screen is ${p.page.url().includes('/gameWindow/10') ? 'in the game' : 'not in the game'}, the server ${joined.includes(p.phone) ? 'has' : 'does not have'} the player in it`);
  console.info(`[chaos] manual game: joined on the server ${JSON.stringify(joined)}; screens at ${players.map((p) => new URL(p.page.url()).pathname).join(', ')}`);
  if (!joined.length) return;
  await control.startNow(10);
  for (let i = 0; i < 5; i++) await control.callNext(10);
  await players[0].page.waitForTimeout(500);
  await control.endNow(10);
  for (const p of players.filter((x) => joined.includes(x.phone)))
    if (!(await within(10_000, () => gameOverShown(p.page, { noWinner: true })))) failures.push(`${p.phone}: manual game joined on the server, no result or exit dialog 10 s after its end (at ${p.page.url()})`);
}

/** A scheduled game: every player buys a board (one after the other) and enters the play screen; the server calls until it ends. */
async function scheduledGame(players: Player[], control: ChaosControl, failures: string[]) {
  const [gameId] = await control.autoGameIds();
  for (const p of players) {
    await goInApp(p.page, `/autoBoardSelector/${gameId}`);
    await p.page.getByRole('button', { name: `Board ${p.board}`, exact: true }).click();
    await p.page.getByRole('button', { name: 'ይግዙ', exact: true }).click();
  }
  for (const p of players) {
    const dialog = p.page.getByRole('dialog', { name: 'ካርቴላ ግዢ ፎርም' });
    await dialog.getByRole('button', { name: 'አሁን ይግዙ' }).click();
    await p.page.waitForTimeout(QUIET_MS);
    if (!(await within(15_000, async () => (await dialog.count()) === 0))) {
      failures.push(`${p.phone}: the purchase dialog is still open 15 s after buying`);
      await goInApp(p.page, `/autoGamePlay/${gameId}`);
      continue;
    }
    await p.page.getByRole('button', { name: 'ይግቡ' }).click();
    await p.page.waitForURL(`**/autoGamePlay/${gameId}`);
  }
  const owners = await control.autoOwners(gameId);
  console.info(`[chaos] scheduled game ${gameId}: boards bought on the server by ${JSON.stringify(owners)}`);
  if (!owners.length) return;
  await control.autoCall(gameId, Array.from({ length: 75 }, (_, i) => i + 1));
  if (!(await within(5000, async () => (await control.autoStatus(gameId)) === 'completed'))) failures.push(`scheduled game ${gameId} did not end on the server`);
  for (const p of players.filter((x) => owners.includes(x.phone))) {
    if (!(await within(10_000, () => gameOverShown(p.page, { noWinner: false })))) failures.push(`${p.phone}: scheduled game bought on the server, no result 10 s after its end`);
    // the winner's phone, masked, in the form players know (09…), whichever form the server sent
    // (the result dialog may open before its winner part has rendered)
    if ((await p.page.getByRole('dialog', { name: 'BINGO!' }).count()) > 0) await within(5000, async () => (await p.page.getByTestId('winner-phone').count()) > 0);
    for (const shown of await p.page.getByTestId('winner-phone').allInnerTexts())
      if (!/^09\d{5}\*{3}$/.test(shown)) failures.push(`${p.phone}: the result shows the winner's phone as "${shown}"`);
  }
}

/** Waits until a money form shows its outcome: done, not confirmed (after the re-read) or refused. */
const settled = (page: Page) =>
  within(15_000, async () => {
    const notes = (await page.getByRole('status').allInnerTexts()).join(' ') + (await page.getByRole('alert').allInnerTexts()).join(' ');
    return /completed|Not confirmed(?! —)|done\.you|[Ii]nsufficient|refused|busy/.test(notes) || (await page.getByText('done.you will receive').count()) > 0;
  });

async function openWallet(page: Page, tab: 'Transfer' | 'Withdraw', sub?: 'Automatic') {
  await goInApp(page, '/addBalance');
  await page.getByRole('tab', { name: tab, exact: true }).click();
  if (sub) await page.getByRole('tab', { name: sub, exact: true }).click();
}

/** Money intents over HTTP: a transfer to `to`, and an automatic withdrawal. */
async function moneyIntents(p: Player, to: string) {
  await openWallet(p.page, 'Transfer');
  await p.page.getByLabel('Transfer to (phone)').waitFor();
  await p.page.getByLabel('Transfer to (phone)').fill(to);
  await p.page.getByLabel('Amount (ETB)').fill('25');
  await p.page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await p.page.getByRole('dialog', { name: 'Confirm transfer' }).getByRole('button', { name: 'Confirm' }).click();
  await settled(p.page);
  console.info(`[chaos] ${p.phone} transfer notes: ${JSON.stringify(await p.page.getByRole('status').allInnerTexts())}`);
  await openWallet(p.page, 'Withdraw', 'Automatic');
  await p.page.getByLabel('Amount (ETB)').fill('100');
  await p.page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await settled(p.page);
  console.info(`[chaos] ${p.phone} money notes: ${JSON.stringify(await p.page.getByRole('status').allInnerTexts())}`);
}

async function endChecks(players: Player[], control: ChaosControl, failures: string[], mode: string, seed: number) {
  for (const p of players) {
    failures.push(...(await moneyInvariants(p.page, control, p.phone)));
    if (p.errors.length) failures.push(`${p.phone}: uncaught errors: ${p.errors.join(' | ')}`);
  }
  const stats = await control.stats();
  console.info(`[chaos] ${mode} seed ${seed}: ${JSON.stringify(stats)}`);
  // the run proves something only if the chaos was there
  if (!stats || stats.delayed + stats.duplicated + stats.nulls === 0) failures.push(`chaos did nothing: ${JSON.stringify(stats)}`);
}

describe('chaos mode', () => {
  // seeds whose runs meet each kind of chaos: another player's join answer (1101, 2), a refused join (1102), winners' phones as +2519… / 2519… (all three)
  for (const seed of chaosSeeds([1101, 1102, 2])) {
    chaosTest('network mode, two players: manual game, scheduled game, money intents', seed, async (failures) => {
      const provider = await startProviderServer(inject('providerPort'), TEST_MOCK_CONFIG, AUTO_CONFIG, { chaos: chaosAt(seed) });
      const control = serverChaosControl(provider);
      const base = inject('netUrl');
      try {
        const players = [await openPlayer(A, 3, base), await openPlayer(B, 5, base)];
        await manualGame(players, control, failures);
        await scheduledGame(players, control, failures);
        await moneyIntents(players[0], C);
        await moneyIntents(players[1], C);
        await endChecks(players, control, failures, 'network', seed);
        for (const p of players) await p.page.context().close();
      } finally {
        await provider.close();
      }
    });
  }

  for (const seed of chaosSeeds([2201, 2202])) {
    chaosTest('mock mode, the in-browser mock with cartela.mock.chaos: manual game, scheduled game, money intents', seed, async (failures) => {
      const base = inject('mockUrl');
      const player = await openPlayer(A, 3, base, chaosAt(seed));
      const control = pageChaosControl(player.page);
      expect(await player.page.evaluate(() => window.__cartelaMock!.chaos?.config.seed)).toBe(seed);
      await manualGame([player], control, failures);
      await scheduledGame([player], control, failures);
      await moneyIntents(player, C);
      await endChecks([player], control, failures, 'mock', seed);
      await player.page.context().close();
    });
  }
});
