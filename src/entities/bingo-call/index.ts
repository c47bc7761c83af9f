export { createCallLog, createMarks, createCountdown, createExitDialog } from './model/call-log';
export type { Call } from './lib/calls';
export { PlayScreen } from './ui/PlayScreen';
export { latest as latestBallClass } from './ui/call.css';
export { $autoMark, AUTO_MARK_STORAGE_KEY, autoMarkChosen, readAutoMarkFx } from './model/auto-mark';
export { AutoMarkSwitch } from './ui/AutoMarkSwitch';
export type { GameCallsRecord, SeenCall, CallsComparison } from './lib/fairness';
export { compareCalls } from './lib/fairness';
export { $gameCallsById, GameCallsGate, readClockFx, readGameCallsFx, saveGameCallsFx, gameCallsRecorded } from './model/game-calls';
