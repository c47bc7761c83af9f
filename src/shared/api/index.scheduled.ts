// A public entry of the API segment beside index.ts (see there why): its scheduled calls.
export * from './calls/scheduled';
