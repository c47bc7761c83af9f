/** The chat of a game's room (proposed): one module for both game modes and both transports. */
export { GameChat, NOT_OFFERED, type ChatRooms } from './chat';
export { DEFAULT_CHAT_CONFIG, type ChatConfig } from './bots';
