import { SOCKET_OPTIONS } from '@contracts/socket-constants';
import { STORAGE_KEYS } from '@/shared/config';
import { readToken } from '@/shared/api';

/**
 * What survives a lost connection (spec §4 Socket connection, §7 reconnection policy): the session
 * flag that it was lost, and the back-off of the client's own retries.
 */

/** Session-storage flag of spec §4 "flags in session storage that it was disconnected". */
export function markDisconnected(on: boolean) {
  try {
    if (on && readToken()) sessionStorage.setItem(STORAGE_KEYS.disconnected, 'true');
    else sessionStorage.removeItem(STORAGE_KEYS.disconnected);
  } catch {
    // storage unavailable: the in-memory status still drives the screen
  }
}

/** Whether the last connection was lost (session storage `disconnected`, survives a reload). */
export function wasDisconnected(): boolean {
  try {
    return sessionStorage.getItem(STORAGE_KEYS.disconnected) === 'true';
  } catch {
    return false;
  }
}

/**
 * The delay (ms) before our own retry number `attempt` (0 = the first): spec §7's policy, as
 * socket.io applies it to its own reconnects — 1000 ms doubled per attempt, ± 50 % at random
 * (randomization 0.5), never more than 5000 ms.
 * @param random a number in [0, 1) (Math.random by default)
 */
export function retryDelay(attempt: number, random: number = Math.random()): number {
  const { reconnectionDelay, reconnectionDelayMax, randomizationFactor } = SOCKET_OPTIONS;
  const base = reconnectionDelay * 2 ** Math.min(attempt, 16);
  return Math.min(Math.round(base * (1 + (2 * random - 1) * randomizationFactor)), reconnectionDelayMax);
}
