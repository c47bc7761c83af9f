import { m, type Message } from '@/shared/i18n';
import type { ServerPayload } from '@/shared/socket';

/** Spec §8 "Purchase result" defaults. */
export const PURCHASE_OK: Message = m.game_purchase_ok;
export const PURCHASE_FAILED: Message = m.game_purchase_failed;

/**
 * The snackbar of a `purchase_cartela_result` (spec §4, §8): the server message, else
 * "Purchase successful!" / "Purchase failed."; success or error tone.
 */
export function purchaseSnackbar(r: ServerPayload<'purchaseCartelaResult'>): { kind: 'success' | 'error'; message: string | Message } {
  return { kind: r.success ? 'success' : 'error', message: r.message || (r.success ? PURCHASE_OK : PURCHASE_FAILED) };
}
