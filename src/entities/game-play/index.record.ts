// The record of each game's calls (spec §2.16 fairness view) without the live game: the game
// history reads it, and must not load the play core and the socket with it.
export type { GameCallsRecord, SeenCall, CallsComparison } from './lib/fairness';
export { compareCalls } from './lib/fairness';
export { $gameCallsById, GameCallsGate, readClockFx, readGameCallsFx, saveGameCallsFx, gameCallsRecorded } from './model/game-calls';
export { CallsOfGame } from './ui/CallsOfGame';
