/**
 * The engines' public surface for the rest of the mock provider (entry points, transports, http,
 * controls): the manual engine, the auto engine, their configs and storage, the chat of a game's room,
 * and the connection and clock they run on. Engine internals (the room kit, snapshot store, per-mode rounds or schedule, rules, settlement, bots, persistence)
 * are imported only inside engine/.
 */
export { GameEngine, type GameSnapshot, type GameStorage } from './manual/engine';
export { DEFAULT_MOCK_CONFIG, resolveMockConfig, type MockConfig } from './manual/config';
export { AutoGameEngine, type AutoSnapshot, type AutoStorage } from './auto/engine';
export { DEFAULT_AUTO_CONFIG, resolveAutoConfig, type AutoConfig } from './auto/config';
export { emit, IDENTITY_REFUSED, noMoneyHooks, type Ack, type EngineConn, type MoneyHooks } from './core/connection';
export { dispatchClientEvent, type ClientHandlers, type PlayRoutes } from './core/dispatch';
export { realClock, type Clock } from './core/clock';
export { DEFAULT_CHAT_CONFIG, GameChat, NOT_OFFERED, type ChatConfig } from './chat';
