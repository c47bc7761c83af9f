// A public entry of the API segment beside index.ts (see there why): its limits calls.
export * from './calls/limits';
