import { useSyncExternalStore } from 'react';

/** The part of the Network Information API we read (Chromium; other browsers have no `connection`). */
interface NetworkInformation extends EventTarget {
  readonly saveData?: boolean;
}

const connection = (): NetworkInformation | undefined =>
  typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: NetworkInformation }).connection;

/**
 * Whether the player asked the browser to save data (`navigator.connection.saveData`, Chrome's
 * "Lite mode" / data saver). Then the app spends no bytes the player did not ask for: call sounds
 * start muted and the balance chart waits for a tap. False where the API is missing.
 */
export function isSaveDataOn(): boolean {
  return connection()?.saveData === true;
}

/** `isSaveDataOn` for a component; re-renders when the connection's settings change. */
export function useSaveData(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const c = connection();
      c?.addEventListener?.('change', onChange);
      return () => c?.removeEventListener?.('change', onChange);
    },
    isSaveDataOn,
    () => false,
  );
}
