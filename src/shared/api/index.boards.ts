// A public entry of the API segment beside index.ts (see there why): its boards calls.
export * from './calls/boards';
