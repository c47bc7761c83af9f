/**
 * The contract's fixed values that hold no schema: the connection options and the chat's limits.
 * The client reads them before the first paint (`@contracts/socket-constants`) and loads the zod
 * schemas of `./index` later, after the game screen has painted (src/shared/socket/load.ts).
 */

/** Socket.IO client options required by spec §7. */
export const SOCKET_OPTIONS = {
  path: '/socket.io',
  transports: ['websocket', 'polling'],
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20000,
} as const;

/**
 * The fixed set of quick reactions, by id: the client draws each (an emoji or a stock phrase in the
 * player's language), so a reaction costs a few bytes and carries no free text.
 */
export const REACTION_IDS = ['good_luck', 'congrats', 'well_played', 'so_close', 'clap', 'fire', 'heart', 'laugh'] as const;

/** The longest chat message, in UTF-16 code units as JavaScript counts them (Ethiopic letters count one each). */
export const CHAT_MAX_LENGTH = 140;
