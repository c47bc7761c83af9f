/**
 * The provider-states table: the names of the states a test server sets up, shared by the mock
 * provider (which serves them), the pact verification (tests/provider) and the conformance runner
 * (which asks for them). It belongs to none of them: it is part of the contract for partners
 * (docs/partners.md "Provider states of the pact").
 */

/**
 * The provider states of the game: a test
 * server serves them through Pact's standard state-change request, `POST {statesUrl}` with the JSON
 * body `{ "state": "<name>", "params": { … }, "action": "setup" }`, answering JSON. The conformance
 * runner uses them to start a game and call numbers without waiting; without a states URL it waits
 * for the server's own countdown and calls. `action: "teardown"` must be accepted (no effect needed).
 */
export const GAME_STATES = {
  /**
   * params `{ phone, username, password, balance }`: that player exists, verified, with that
   * username, password and balance (ETB), promo 0.00; other players and the games are left as they
   * are. Answers `{}` (or `{ tokens }` as the pact's player states).
   */
  playerReady: 'a verified player with these credentials and balance',
  /**
   * params `{ firstStartsInMinutes }`: the scheduled games start over; the first waiting one starts
   * no sooner than that and, while the game states drive it, calls only when told. Answers `{}`.
   */
  scheduledRestarts: 'one scheduled game waiting',
  /** no params: every manual game is replaced by a new waiting one (players see `_all_game_status_update`). Answers `{}`. */
  manualRestarts: 'every manual game starts over',
  /** params `{ betAmount }`: the waiting manual game of that stake starts now (no countdown left). Answers `{ started: boolean }`. */
  manualStartsNow: 'the waiting manual game starts now',
  /** params `{ betAmount }`: the running manual game of that stake calls its next number now. Answers `{ number: number | null }`. */
  manualCallsNext: 'a number is called in the manual game',
  /** params `{ gameId }`: that scheduled game starts now. Answers `{ started: boolean }`. */
  scheduledStartsNow: 'the scheduled game starts now',
  /** params `{ gameId }`: that running scheduled game calls its next number now. Answers `{ number: number | null }`. */
  scheduledCallsNext: 'a number is called in the scheduled game',
  /** params `{ gameId, numbers }`: that scheduled game (started if waiting) calls these numbers in order. Answers `{ numbers }` (those called). */
  scheduledCallsNumbers: 'these numbers are called in the scheduled game',
  /** Proposed (the chat): params `{ gameId }`: a moderator closes that game's chat (`_game_chat_state_` to its room). Answers `{}`. */
  chatClosed: "a moderator closes the game's chat",
  /** Proposed (the chat): params `{ gameId, messageId }`: a moderator removes that message (`_game_chat_removed_` to the room). Answers `{ removed: boolean }`. */
  chatMessageRemoved: 'a moderator removes a chat message',
} as const;

/**
 * Provider states that set up a proposed feature: the responsible-play limits (two states),
 * Telegram sign-in (three states) and the chat's two moderator game states. A states endpoint of a server without that feature answers them
 * 501 `{message}`: the interactions given that state are then "proposed: not offered", not failed
 * (docs/partners.md "Provider states of the pact").
 */
export const PROPOSED_STATES: ReadonlySet<string> = new Set([
  'a verified player 0911000001 with a daily stake limit of 50.00 ETB',
  'a verified player 0911000001 who deposited 60.00 ETB today under a daily deposit limit of 100.00 ETB',
  'Telegram user 700000001 is linked to player 0911000001',
  'Telegram user 700000009 is linked to no player',
  'Telegram user 700000009 shared phone 0944000009',
  GAME_STATES.chatClosed,
  GAME_STATES.chatMessageRemoved,
]);
