import { CHAT_MAX_LENGTH as MAX_LENGTH, REACTION_IDS as IDS } from '@contracts/socket-constants';

/** The fixed reactions of the chat contract (proposed), by id: the client draws each one. */
export const REACTION_IDS = IDS;
/** The longest chat message the contract allows (UTF-16 code units). */
export const CHAT_MAX_LENGTH = MAX_LENGTH;
