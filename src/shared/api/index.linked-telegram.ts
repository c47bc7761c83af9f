// A public entry of the API segment beside index.ts (see there why): the profile's linked Telegram
// user and its unlink, apart from the account calls (the profile and the invite page share no chunk for them).
export * from './calls/linked-telegram';
