import { setupWorker } from 'msw/browser';
import { installMockControls } from './controls/browser-controls';
import { Chaos, resolveChaos } from './controls/chaos';
import { chaosHttpHandlers } from './controls/chaos-http';
import { createCheckoutHandlers } from './controls/checkout';
import { FaultInjector } from './controls/faults';
import { showMockNotice, showMockSms } from './controls/sms-panel';
import { WalletFaults } from './controls/wallet-faults';
import { AutoGameEngine, GameChat, GameEngine, realClock, resolveAutoConfig, resolveMockConfig } from './engine';
import { createChatHandlers } from './http/chat';
import { createHttpHandlers } from './http/accounts';
import { createTelegramHandlers } from './http/telegram';
import { createAutoHttpHandlers } from './http/auto-games';
import { createInviteRewardHandlers } from './http/invites';
import { createLimitsHandlers } from './http/limits';
import { createWalletHandlers } from './http/wallet';
import { mswSocketHandler } from './transports/msw-socket';
import { World, type WorldStorage } from './world/world';
import { installMockTelegram } from './controls/telegram-frame';

/**
 * Browser entry point of the mock provider (`@mock-provider/browser`): the app's main.tsx imports it
 * dynamically in mock mode only, so a build for a real server never contains it.
 */
export { wireCheckout } from './controls/checkout';
export type { MockControls } from './controls/browser-controls';

/** Browser storage keys of the mock provider. */
export const MOCK_WORLD_KEY = 'cartela.mock.world';
export const MOCK_CONFIG_KEY = 'cartela.mock.config';
/** Auto-game timing (JSON of AutoConfig), e.g. `{"firstStartMs":5000,"callIntervalMs":0}`. */
export const MOCK_AUTO_CONFIG_KEY = 'cartela.mock.auto';
/** The auto games themselves (JSON of AutoSnapshot), so a reload keeps ids, boards and calls. */
export const MOCK_AUTO_GAMES_KEY = 'cartela.mock.autoGames';
/** The manual games (JSON of GameSnapshot), so a reload mid-game finds the game, boards and calls. */
export const MOCK_GAMES_KEY = 'cartela.mock.games';
/** The chat's timing (JSON of ChatConfig, engine/chat/bots.ts), e.g. `{"botEveryMs":0}`; absent: the defaults. */
export const MOCK_CHAT_CONFIG_KEY = 'cartela.mock.chat';
/** Chaos mode (JSON of ChaosConfig, controls/chaos.ts), e.g. `{"seed":1}`; absent: off. */
export const MOCK_CHAOS_KEY = 'cartela.mock.chaos';

/** A localStorage entry as JSON: `load` gives null when it is missing or broken. */
const localJson = (key: string) => ({
  load: (): unknown => {
    try {
      return JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;
    } catch {
      return null;
    }
  },
  save: (data: unknown) => localStorage.setItem(key, JSON.stringify(data)),
});

/**
 * Starts the in-browser mock provider: MSW's service worker answers HTTP, MSW's WebSocket
 * interception carries Socket.IO to the game engine. Must run before socket.io-client loads
 * (it captures `WebSocket` when its module is evaluated). Config comes from
 * localStorage `cartela.mock.config` (JSON of MockConfig) so tests can shorten the timing; the
 * world, the manual games and the auto games are kept in localStorage (`cartela.mock.world`,
 * `cartela.mock.games`, `cartela.mock.autoGames`) so a reload finds them. Chaos mode is on when
 * `cartela.mock.chaos` holds a chaos config (controls/chaos.ts).
 */
export async function startMockProvider(): Promise<void> {
  // before the app looks for Telegram's native side (`?mockTelegram`, npm run telegram:link)
  installMockTelegram();
  const world = new World(localJson(MOCK_WORLD_KEY) as WorldStorage);
  // a missing or broken config falls back to the defaults
  const config = resolveMockConfig(localJson(MOCK_CONFIG_KEY).load());
  // the manual games survive a reload too (spec §4 step 5/7): the player rejoins the same game
  const engine = new GameEngine(world, config, realClock, localJson(MOCK_GAMES_KEY));
  // the auto games survive a reload (spec §4 Scheduled game flow): bought boards stay bought
  const auto = new AutoGameEngine(world, resolveAutoConfig(localJson(MOCK_AUTO_CONFIG_KEY).load()), realClock, localJson(MOCK_AUTO_GAMES_KEY));

  // the chat of the games' rooms (proposed): not kept over a reload, as a real server's chat history would be
  const chat = new GameChat(world, [engine, auto], realClock, (localJson(MOCK_CHAT_CONFIG_KEY).load() ?? {}) as object);
  const faults = new FaultInjector(undefined, (phone) => world.revokeTokens(phone));
  engine.hooks = faults;
  auto.hooks = faults;
  const chaosConfig = resolveChaos(localJson(MOCK_CHAOS_KEY).load());
  const chaos = chaosConfig ? new Chaos(chaosConfig, (kind, key) => faults.recordMoneyRequest(kind, key)) : undefined;
  faults.chaos = chaos;
  const walletFaults = new WalletFaults();
  const socketHandler = mswSocketHandler({ world, engine, auto, chat, faults, chaos });

  const httpHandlers = [...createInviteRewardHandlers(world), ...createHttpHandlers(world), ...createWalletHandlers(world, faults, walletFaults), ...createCheckoutHandlers(world), ...createAutoHttpHandlers(world, auto), ...createLimitsHandlers(world), ...createChatHandlers(world, chat), ...createTelegramHandlers(world)];
  const worker = setupWorker(...(chaos ? chaosHttpHandlers(chaos, httpHandlers, (kind, key) => faults.recordMoneyRequest(kind, key)) : httpHandlers), socketHandler);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });

  world.onSms(showMockSms);
  world.onNotice(showMockNotice);

  installMockControls({ engine, auto, chat, world, faults, walletFaults, chaos });
  console.info('[mock provider] running in the browser; window.__cartelaMock has the controls');
}
