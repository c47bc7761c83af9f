import { createEffect, createEvent, createStore, sample } from 'effector';
import type { TransactionType } from '@/shared/api';
import { readServerViewFx, type ServerView } from './not-confirmed';
import { STORAGE_KEYS } from '@/shared/config';
import { etbAmountText, parseEtbAmount } from '@/shared/lib/money';

/**
 * The wallet's unconfirmed money intents (spec §4 money calls; the rules for money): each intent the
 * player confirmed is kept in session storage with its idempotency key (`takeIntentKeyFx`) until the
 * server answers it (done or refused), so a reload or leaving the wallet never loses the key.
 * Re-entering the same intent (same form, same player, same field values) sends the same key again;
 * a changed value is another intent. What is not answered yet is settled by reading the ledger for
 * the entry carrying the intent's `idempotency_key` (`readServerViewFx`).
 */

/** The five money forms of the wallet. */
export type IntentKind = 'deposit' | 'withdraw' | 'transfer' | 'manualDeposit' | 'manualWithdraw';

/**
 * Where an unanswered intent stands: `sending` (its request runs), `checking` (the ledger is being
 * read), `shown` (the ledger shows the entry carrying its key), `absent` (the ledger keys its entries
 * and none carries this key), `untold` (the ledger cannot tell: no key on the server's entries, no
 * ledger entry for this kind of intent, or the history could not be read).
 */
export type IntentStatus = 'sending' | 'checking' | 'shown' | 'absent' | 'untold';

/** What session storage keeps of one intent. */
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

/** An intent as the wallet shows it: stored fields, where it stands, and the balance the last check read (ETB). */
export interface WalletIntent extends StoredIntent {
  status: IntentStatus;
  balance: number | null;
}

/** The fields that name the intent: the amount compared as sent ("25" and "25.00" are one intent). */
export function intentFields(fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    const amount = name === 'amount' ? parseEtbAmount(value) : null;
    out[name] = amount === null ? value.trim() : etbAmountText(amount);
  }
  return out;
}

/** The stored intent the player is entering again (same form, player and field values), if any. */
export function findSameIntent(list: readonly StoredIntent[], kind: IntentKind, phone: string, fields: Record<string, string>): StoredIntent | null {
  const wanted = intentFields(fields);
  const names = Object.keys(wanted);
  return (
    list.find(
      (i) => i.kind === kind && i.phone === phone && Object.keys(i.fields).length === names.length && names.every((n) => i.fields[n] === wanted[n]),
    ) ?? null
  );
}

/** Where a ledger read leaves an intent (see IntentStatus). */
export function statusAfterCheck(view: ServerView): IntentStatus {
  if (view.entry) return 'shown';
  return view.historyRead && view.told ? 'absent' : 'untold';
}

const KINDS: readonly IntentKind[] = ['deposit', 'withdraw', 'transfer', 'manualDeposit', 'manualWithdraw'];

/** Whether a stored value is an intent this version can use (storage is read tolerantly; the rest is dropped). */
function isStoredIntent(v: unknown): v is StoredIntent {
  const i = v as Partial<StoredIntent> | null;
  return (
    typeof i === 'object' &&
    i !== null &&
    KINDS.includes(i.kind as IntentKind) &&
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

/** Reads the stored intents from session storage; unreadable storage or entries give none. */
export const readIntentsFx = createEffect((): StoredIntent[] => {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEYS.moneyIntents);
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value) ? value.filter(isStoredIntent) : [];
  } catch {
    return [];
  }
});

/** Writes the unanswered intents to session storage (removed when none is left). */
export const writeIntentsFx = createEffect((list: StoredIntent[]) => {
  try {
    if (list.length === 0) sessionStorage.removeItem(STORAGE_KEYS.moneyIntents);
    else sessionStorage.setItem(STORAGE_KEYS.moneyIntents, JSON.stringify(list));
  } catch {
    // storage unavailable (private mode quota): the key then lives only as long as the page
  }
});

/** Reads what the server shows for each intent (balance, the ledger entry carrying its key). */
export const checkIntentsFx = createEffect((list: StoredIntent[]) =>
  Promise.all(list.map(async (intent) => ({ key: intent.key, view: await readServerViewFx(intent) }))),
);

/** A form sends an intent (a new one or one entered again): stored before the request leaves. */
export const intentSent = createEvent<StoredIntent>();
/** The server answered the intent (done or refused): it is forgotten. */
export const intentAnswered = createEvent<string>();
/** The intent's request got no usable answer: it stays, and its ledger is read. */
export const intentUnanswered = createEvent<string>();
/** A ledger read for the intent `key` came back. */
export const intentChecked = createEvent<{ key: string; view: ServerView }>();
/** The wallet opened for `phone`: load the stored intents once and read the ledger for that player's. */
export const intentsOpened = createEvent<string>();

const withStatus = (list: WalletIntent[], key: string, patch: Partial<WalletIntent>) => list.map((i) => (i.key === key ? { ...i, ...patch } : i));
const checked = (list: WalletIntent[], key: string, view: ServerView) => withStatus(list, key, { status: statusAfterCheck(view), balance: view.balance?.current_balance ?? null });
/** The part of an intent that is stored. */
const stored = ({ status: _status, balance: _balance, ...intent }: WalletIntent): StoredIntent => intent;

/** Every intent of this page not answered yet (all players'; the UI shows only the logged-in player's). */
export const $intents = createStore<WalletIntent[]>([])
  .on(intentSent, (list, intent) => {
    const sent: WalletIntent = { ...intent, status: 'sending', balance: null };
    return list.some((i) => i.key === intent.key) ? list.map((i) => (i.key === intent.key ? sent : i)) : [...list, sent];
  })
  .on(intentAnswered, (list, key) => list.filter((i) => i.key !== key))
  .on(intentUnanswered, (list, key) => withStatus(list, key, { status: 'checking' }))
  .on(intentChecked, (list, { key, view }) => checked(list, key, view))
  .on(readIntentsFx.doneData, (list, kept) => [
    ...list,
    ...kept.filter((s) => !list.some((i) => i.key === s.key)).map((s): WalletIntent => ({ ...s, status: 'checking', balance: null })),
  ])
  .on(checkIntentsFx, (list, asked) => list.map((i) => (asked.some((a) => a.key === i.key) && i.status !== 'sending' ? { ...i, status: 'checking' } : i)))
  .on(checkIntentsFx.doneData, (list, results) => results.reduce((acc, { key, view }) => (acc.find((i) => i.key === key)?.status === 'checking' ? checked(acc, key, view) : acc), list));

/** Whether session storage was read on this page (before that, nothing is written over it). */
const $loaded = createStore(false).on(readIntentsFx.done, () => true);
/** The player the wallet was last opened for. */
const $openedFor = createStore<string | null>(null).on(intentsOpened, (_, phone) => phone);

const intentsAtHand = createEvent();
// When the wallet opens for the first time on this page, then load the intents kept in session storage.
sample({ clock: intentsOpened, source: $loaded, filter: (loaded) => !loaded, fn: () => undefined, target: readIntentsFx });
sample({ clock: intentsOpened, source: $loaded, filter: (loaded) => loaded, fn: () => undefined, target: intentsAtHand });
sample({ clock: readIntentsFx.done, target: intentsAtHand });

// When the intents are at hand, then read the ledger for each intent of the player who opened the
// wallet that is not being sent; another player's intents are never shown, checked or sent.
sample({
  clock: intentsAtHand,
  source: { list: $intents, phone: $openedFor },
  filter: ({ list, phone }) => list.some((i) => i.phone === phone && i.status !== 'sending'),
  fn: ({ list, phone }) => list.filter((i) => i.phone === phone && i.status !== 'sending').map(stored),
  target: checkIntentsFx,
});

// When the intents change after storage was read, then keep the unanswered ones in session storage.
sample({ clock: $intents.updates, source: $loaded, filter: (loaded) => loaded, fn: (_, list) => list.map(stored), target: writeIntentsFx });

