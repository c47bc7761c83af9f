export { createCallLog, createMarks, createCountdown, createExitDialog } from './model/call-log';
export type { Call } from './lib/calls';
export { PlayScreen } from './ui/PlayScreen';
export { latest as latestBallClass } from './ui/call.css';
