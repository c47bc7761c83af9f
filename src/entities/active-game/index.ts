export { $activeGame, activeGameSeated, activeGameLeft, activeGamePrizeSeen, activeGameChecked, readKeptGameFx, readServerGameFx, writeKeptGameFx, forgetKeptGameFx } from './model/active-game';
export type { ActiveGame } from './model/active-game';
export { readActiveGame, KEEP_MS } from './model/record';
