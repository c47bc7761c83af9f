// A public entry of the API segment beside index.ts (see there why): its payments calls.
export * from './calls/payments';
