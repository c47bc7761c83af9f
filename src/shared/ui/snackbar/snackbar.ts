import { createEffect } from 'effector';
import type { Message } from '@/shared/i18n';

/**
 * Snackbar messages (spec §2.6, §2.9): errors hide after 3 s, success messages stay until closed,
 * and so do warnings (ours: a money call that was not confirmed, which the player must read).
 * Runs through sonner, mounted by `<Snackbar />`.
 */
export const ERROR_HIDE_MS = 3000;

export interface SnackbarMessage {
  kind: 'error' | 'success' | 'info' | 'warning';
  /** A catalogue message (worded in the language current when it shows) or a finished string. */
  message: string | Message;
  /** How long it shows, ms, instead of the kind's own (spec §9: a copy confirmation shows 2 s). */
  durationMs?: number;
}

export const showSnackbarFx = createEffect(async ({ kind, message: said, durationMs }: SnackbarMessage) => {
  // sonner loads on demand (see Snackbar); the Toaster that shows the message imports the same module
  const { toast } = await import('sonner');
  const message = typeof said === 'function' ? said() : said;
  if (durationMs !== undefined && (kind === 'error' || kind === 'success')) toast[kind](message, { duration: durationMs });
  else if (kind === 'error') toast.error(message, { duration: ERROR_HIDE_MS });
  else if (kind === 'success') toast.success(message, { duration: Infinity, closeButton: true });
  else if (kind === 'warning') toast.warning(message, { id: 'money-not-confirmed', duration: Infinity, closeButton: true });
  else toast(message, { duration: ERROR_HIDE_MS });
});
