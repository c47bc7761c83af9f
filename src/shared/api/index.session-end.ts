// Ending a session on the device without the rest of the API client: the app's entry (src/app/1-entry/main.tsx)
// ends a stored session of another Telegram user before the app's chunk loads.
export { forgetStoredPlayer } from './session-end';
