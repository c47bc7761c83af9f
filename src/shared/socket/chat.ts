import { chatSchemas } from '@contracts/socket';

/** The fixed reactions of the chat contract (proposed), by id: the client draws each one. */
export const REACTION_IDS = chatSchemas.REACTION_IDS;
/** The longest chat message the contract allows (UTF-16 code units). */
export const CHAT_MAX_LENGTH = chatSchemas.CHAT_MAX_LENGTH;
