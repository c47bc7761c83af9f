/**
 * Node entry point of the mock provider (`@mock-provider/node`): the real HTTP + Socket.IO server
 * (`npm run provider`, provider verification, browser tests) and what those callers need to set up
 * states. Node-only code (express, the socket.io `Server`) is reached only from here.
 */
import { PACT_STATES } from './controls/pact-states';

export { startProviderServer, type ProviderServer } from './transports/node-server';
export { resolveAutoConfig, resolveMockConfig, type AutoConfig, type AutoGameEngine, type GameEngine, type MockConfig } from './engine';
export { CODE_TTL_MS, DEMO_ACCOUNTS, type World } from './world/world';
export { createBoards, type MockBoard } from './world/boards';
export { recordGame } from './world/wallet-data';
export { DEMO_TELEGRAM_USERS, MOCK_TELEGRAM_TEST_BOT_TOKEN, TELEGRAM_DARK_THEME, TELEGRAM_LIGHT_THEME, signContact, signInitData, telegramLaunchHash } from './world/telegram';
export { parseWorldOptions, type WorldOptions } from './controls/world-options';
export { CONTRACT_FAULTS, isContractFault, type ContractFault } from './controls/contract-faults';
export { CHAOS_REFUSAL, resolveChaos, type ChaosConfig, type ChaosStats } from './controls/chaos';
export { BENT_JOIN_REFUSAL, type JoinBend } from './controls/faults';
/** The provider states of the pacts the mock provider serves at `/__pact/provider-states`. */
export const PACT_STATE_NAMES: readonly string[] = Object.keys(PACT_STATES);
