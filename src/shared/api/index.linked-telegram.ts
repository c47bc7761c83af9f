// A public entry of the API segment beside index.ts (see there why): the profile's linked Telegram
// user and its unlink, apart from the account calls (the profile and the invite page share no chunk for them).
export * from './calls/linked-telegram';
// POST /users/telegram_unlink/ (proposed) as generated: `{message}`; 404 or 501 when not offered (`isNotOffered`)
export { telegramUnlink } from './generated/calls/telegramUnlink';
