import { readToken } from '@/shared/api';
import { PLAYER_KEPT_KEYS } from '@/shared/config';
import type { TransactionType } from '@/shared/api';

/**
 * Where unsettled money intents live on the device: local storage `cartela.moneyIntents`, one list
 * of every player's intents, each naming its player (phone). It outlives the session (logout, a 401
 * or 403, another tab's logout, a closed Telegram Mini App): a player who comes back finds the
 * intent, and its retry sends the same idempotency key. Every change reads the list, changes one
 * entry and writes it back at once, so two tabs never write over each other's intents. Storage is
 * read tolerantly: what this version cannot use is dropped.
 */

const KINDS = ['deposit', 'withdraw', 'transfer', 'manualDeposit', 'manualWithdraw'];

/** The five money forms of the wallet. */
export type IntentKind = 'deposit' | 'withdraw' | 'transfer' | 'manualDeposit' | 'manualWithdraw';

/** What the device keeps of one intent. */
export interface StoredIntent {
  kind: IntentKind;
  /** The form's fields as sent, the amount written with two decimals ("25.00"). */
  fields: Record<string, string>;
  /** The intent's Idempotency-Key. */
  key: string;
  /** The player who confirmed it: another player's intents are never shown or sent again. */
  phone: string;
  /** When the player confirmed it (epoch ms). */
  at: number;
  /** The ledger entry the intent writes when performed (none: only the balance can be shown). */
  ledgerType?: TransactionType;
  /** ETB, two decimals. */
  amount: number;
}


/** Whether a stored value is an intent this version can use. */
function isStoredIntent(v: unknown): v is StoredIntent {
  const i = v as Partial<StoredIntent> | null;
  return (
    typeof i === 'object' &&
    i !== null &&
    KINDS.includes(i.kind as string) &&
    typeof i.key === 'string' &&
    i.key !== '' &&
    typeof i.phone === 'string' &&
    typeof i.at === 'number' &&
    typeof i.amount === 'number' &&
    typeof i.fields === 'object' &&
    i.fields !== null &&
    Object.values(i.fields).every((f) => typeof f === 'string')
  );
}

/** Every stored intent of every player on this device; none when storage is unreadable. */
export function readStoredIntents(): StoredIntent[] {
  try {
    const raw = localStorage.getItem(PLAYER_KEPT_KEYS.moneyIntents);
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value) ? value.filter(isStoredIntent) : [];
  } catch {
    return [];
  }
}

function writeStoredIntents(list: StoredIntent[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(PLAYER_KEPT_KEYS.moneyIntents);
    else localStorage.setItem(PLAYER_KEPT_KEYS.moneyIntents, JSON.stringify(list));
  } catch {
    // storage unavailable (private mode quota): the key then lives only as long as the page
  }
}

/**
 * Keeps `intent` (replacing the entry with its key). Dropped when this tab's session has ended: an
 * answer landing during a logout must not write the last player's intent back.
 */
export function keepStoredIntent(intent: StoredIntent): void {
  if (readToken() === null) return;
  writeStoredIntents([...readStoredIntents().filter((i) => i.key !== intent.key), intent]);
}

/** Forgets the intent with `key` (settled: answered, or its ledger entry is there). */
export function forgetStoredIntent(key: string): void {
  const list = readStoredIntents();
  if (list.some((i) => i.key === key)) writeStoredIntents(list.filter((i) => i.key !== key));
}

/** How many unsettled money intents of `phone` this device keeps (a logout warns first when any). */
export function storedIntentCount(phone: string): number {
  return readStoredIntents().filter((i) => i.phone === phone).length;
}
