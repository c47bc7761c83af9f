export { createCallLog, createMarks, createCountdown } from './model/call-log';
export { normalizeCall, appendCall, mergeSnapshot, lastCalls, markCell } from './lib/calls';
export type { Call } from './lib/calls';
export { CallStrip, CallBall } from './ui/CallStrip';
export { StatTiles } from './ui/StatTiles';
export { PlayScreen } from './ui/PlayScreen';
export { latest as latestBallClass } from './ui/call.css';
