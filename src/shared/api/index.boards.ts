// A public entry of the API segment beside index.ts (see there why): its boards calls.
export * from './calls/boards';
// GET /boards/ids/ (spec §7) as generated: the ids of the playing boards
export { getBoardIds } from './generated/calls/getBoardIds';
