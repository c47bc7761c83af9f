// A public entry of the API segment beside index.ts (see there why): its history calls.
export * from './calls/history';
