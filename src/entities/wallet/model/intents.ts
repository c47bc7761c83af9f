import { createEffect, createEvent, createStore, sample } from 'effector';
import { etbAmountText, parseEtbAmount } from '@/shared/lib/money';
import { forgetStoredIntent, keepStoredIntent, readStoredIntents, type IntentKind, type StoredIntent } from './intent-storage';
import { readServerViewFx, type ServerView } from './not-confirmed';

export type { IntentKind, StoredIntent } from './intent-storage';

/**
 * The wallet's unconfirmed money intents (spec §4 money calls; the rules for money): each intent the
 * player confirmed is kept on the device with its idempotency key (`takeIntentKeyFx`, ./intent-storage.ts)
 * exactly as long as it is unsettled: until the server answers it (done or refused) or the ledger
 * shows the entry carrying its key. A reload, leaving the wallet, a logout or an ended session never
 * loses the key; the same player finds the intent again when back. Re-entering the same unsettled
 * intent (same form, same player, same field values) sends the same key again; a changed value, or
 * the same values after the intent was settled, is another intent with a new key. What is not
 * answered yet is settled by reading the ledger for the entry carrying the intent's
 * `idempotency_key` (`readServerViewFx`).
 */

/**
 * Where an unanswered intent stands: `sending` (its request runs), `checking` (the ledger is being
 * read), `shown` (the ledger shows the entry carrying its key), `absent` (the ledger keys its entries
 * and none carries this key), `untold` (the ledger cannot tell: no key on the server's entries, no
 * ledger entry for this kind of intent, or the history could not be read).
 */
export type IntentStatus = 'sending' | 'checking' | 'shown' | 'absent' | 'untold';

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

/**
 * The unsettled intent the player is entering again (same form, player and field values), if any.
 * One the ledger already shows as done is settled: entering it again is a new intent.
 */
export function findSameIntent(list: readonly (StoredIntent & { status?: IntentStatus })[], kind: IntentKind, phone: string, fields: Record<string, string>): StoredIntent | null {
  const wanted = intentFields(fields);
  const names = Object.keys(wanted);
  return (
    list.find(
      (i) =>
        i.status !== 'shown' && i.kind === kind && i.phone === phone && Object.keys(i.fields).length === names.length && names.every((n) => i.fields[n] === wanted[n]),
    ) ?? null
  );
}

/** Where a ledger read leaves an intent (see IntentStatus). */
export function statusAfterCheck(view: ServerView): IntentStatus {
  if (view.entry) return 'shown';
  return view.historyRead && view.told ? 'absent' : 'untold';
}

/** Reads the stored intents of every player on this device (local storage; see ./intent-storage.ts). */
export const readIntentsFx = createEffect((): StoredIntent[] => readStoredIntents());

/** Keeps one intent on the device before its request leaves (dropped once this tab's session has ended). */
export const keepIntentFx = createEffect((intent: StoredIntent) => keepStoredIntent(intent));

/** Forgets settled intents on the device (their keys): answered, or their ledger entry is there. */
export const forgetIntentsFx = createEffect((keys: string[]) => keys.forEach((key) => forgetStoredIntent(key)));

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

/** Whether the device's intents were read on this page. */
const $loaded = createStore(false).on(readIntentsFx.done, () => true);
/** The player the wallet was last opened for. */
const $openedFor = createStore<string | null>(null).on(intentsOpened, (_, phone) => phone);

const intentsAtHand = createEvent();
// When the wallet opens for the first time on this page, then load the intents kept on the device.
sample({ clock: intentsOpened, source: $loaded, filter: (loaded) => !loaded, fn: () => undefined, target: readIntentsFx });
sample({ clock: intentsOpened, source: $loaded, filter: (loaded) => loaded, fn: () => undefined, target: intentsAtHand });
sample({ clock: readIntentsFx.done, target: intentsAtHand });

/**
 * Whether the wallet reads the ledger again for `intent` of `phone`: the player's, not being sent, and
 * not settled (one whose entry the ledger showed stays settled, whatever a later read says).
 */
const toCheck = (phone: string | null) => (i: WalletIntent) => i.phone === phone && i.status !== 'sending' && i.status !== 'shown';
// When the intents are at hand, then read the ledger for each unsettled intent of the player who
// opened the wallet that is not being sent; another player's intents are never shown, checked or sent.
sample({
  clock: intentsAtHand,
  source: { list: $intents, phone: $openedFor },
  filter: ({ list, phone }) => list.some(toCheck(phone)),
  fn: ({ list, phone }) => list.filter(toCheck(phone)).map(stored),
  target: checkIntentsFx,
});

// When a form sends an intent, then keep it on the device before its request leaves.
sample({ clock: intentSent, target: keepIntentFx });
// When the server answers an intent, then it is settled: forgotten on the device.
sample({ clock: intentAnswered, fn: (key) => [key], target: forgetIntentsFx });
// When the ledger shows an intent's entry (by its key), then it is settled: forgotten on the device
// (the wallet still says "done" on this page) and its key never sent again.
sample({
  clock: [intentChecked.map((result) => [result]), checkIntentsFx.doneData],
  fn: (results) => results.filter(({ view }) => statusAfterCheck(view) === 'shown').map(({ key }) => key),
  filter: (keys) => keys.length > 0,
  target: forgetIntentsFx,
});

