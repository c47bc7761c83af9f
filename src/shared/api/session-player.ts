/**
 * The phone of the player this tab's session belongs to, for what the device keeps per player (the
 * responsible-play limits): set when a session starts or is restored, cleared at logout. Null while
 * nobody is logged in. The session entity sets it; storage code reads it when it writes.
 */
let player: string | null = null;

/** Records the session's player (`09…`), or null when the session ended. */
export function setSessionPlayer(phone: string | null): void {
  player = phone;
}

/** The session's player (`09…`), or null. */
export function sessionPlayer(): string | null {
  return player;
}
