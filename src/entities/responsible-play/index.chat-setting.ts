// A public entry beside index.ts: the game chat setting (proposed), loaded only with the limits page's setting.
export { $chatOffKeptBy, chatOffChosen, putChatSettingFx, saveChatOffFx } from './model/chat-setting';
