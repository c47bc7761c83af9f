/**
 * The real socket listener of each server event name (one per name, however many handlers `listen`
 * holds), kept apart so the client's diagnostics can count them without importing the events module.
 */
export const rawListeners = new Map<string, (payload: unknown) => void>();

/** Number of socket listeners for server events (tests assert it stays flat). */
export function listenerCount(): number {
  return rawListeners.size;
}
