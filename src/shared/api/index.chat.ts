// A public entry of the API segment beside index.ts (see there why): its chat calls (proposed).
export * from './calls/chat';
