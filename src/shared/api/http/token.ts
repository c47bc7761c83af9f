import { STORAGE_KEYS } from '@/shared/config';

/** The session token in local storage under `token` (spec §3). Storage errors count as no token. */
export function readToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
}

export function writeToken(token: string): void {
  try {
    localStorage.setItem(STORAGE_KEYS.token, token);
  } catch {
    // private mode without storage: the session lasts for this page only
  }
}

export function removeToken(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.token);
  } catch {
    // nothing stored
  }
}
