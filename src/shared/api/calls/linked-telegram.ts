// The Telegram user linked to the logged-in account (proposed, beside spec §2.16 Profile); its unlink is
// the generated call (../index.linked-telegram.ts).
import { http } from './load';

/** The Telegram user linked to the account (proposed `telegram` of GET /users/get_user_info). */
export interface LinkedTelegram {
  /** Telegram's user id. */
  id: number;
  firstName: string;
  /** Without the @; absent when the Telegram user has none. */
  username?: string;
}

/**
 * Reads the proposed `telegram` field tolerantly: `null`, absent, or a shape the client does not
 * know all mean "no Telegram user linked" (the field is optional and proposed, so it never fails an
 * answer). @returns the linked user, or null
 */
export function readLinkedTelegram(value: unknown): LinkedTelegram | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.id !== 'number' || !Number.isSafeInteger(v.id) || typeof v.first_name !== 'string') return null;
  return { id: v.id, firstName: v.first_name, ...(typeof v.username === 'string' && v.username ? { username: v.username } : {}) };
}

/**
 * The Telegram user linked to the logged-in account, read from GET /users/get_user_info (spec §7
 * row 3, its proposed `telegram` field). @returns the linked user, or null when none is (or the
 * server does not name one) @throws ApiError as the session check
 */
export async function getLinkedTelegram(): Promise<LinkedTelegram | null> {
  const answer = await (await http()).getUserInfo();
  return readLinkedTelegram((answer.data as { telegram?: unknown } | null)?.telegram);
}

/** Whether a proposed call's failure means the server does not offer it (HTTP 404 or 501). */
export function isNotOffered(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 404 || status === 501;
}

