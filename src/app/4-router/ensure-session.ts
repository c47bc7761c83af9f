import { allSettled, type Scope } from 'effector';
import { $isLoggedIn, restoreSessionFx } from '@/entities/session';

/**
 * Whether a verified player is logged in; after a reload, a stored token restores the user first
 * (GET /users/get_user_info, spec §3). Used by the route guards.
 */
export async function ensureSession(scope: Scope): Promise<boolean> {
  if (!scope.getState($isLoggedIn)) await allSettled(restoreSessionFx, { scope });
  return scope.getState($isLoggedIn);
}
