// A public entry of the API segment beside index.ts (see there why): its account calls.
export * from './calls/account';
