import { API_BASE_URL, STORAGE_KEYS } from '@/shared/config';
import { startEarlyGet } from '@/shared/lib/network';

// Apart from first-route.ts: the route files that start their first reads import this, and
// first-route.ts imports the route files.

/** The session check's path (the generated client's `getGetUserInfoUrl()`). */
export const SESSION_CHECK_PATH = '/users/get_user_info';

/**
 * Starts `GET {API}{path}` with the stored token, as the HTTP client sends it (src/shared/api/http/fetcher.ts
 * takes the answer for its first identical call within 10 s); nothing without a token or storage (the
 * client then asks itself, as before).
 */
export function startEarlyRead(path: string): void {
  let token: string | null = null;
  try {
    token = localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return;
  }
  if (token) startEarlyGet(`${API_BASE_URL}${path}`, `Bearer ${token}`);
}

/** GET /users/get_user_info, the `/_protected` guard's session check (spec §3), started early. */
export function startSessionCheck(): void {
  startEarlyRead(SESSION_CHECK_PATH);
}
