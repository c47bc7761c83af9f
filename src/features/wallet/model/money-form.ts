import { attach, createEffect, createEvent, createStore, sample, type Effect, type EventCallable, type StoreWritable } from 'effector';
import { ApiError, type CreditBalance, type TransactionType, type User } from '@/shared/api';
import { $user } from '@/entities/session';
import { $balance, checkServerViewFx, NOT_CONFIRMED_CHECKING, notConfirmedReport, type MoneyIntent, type ServerView } from '@/entities/wallet';
import { $intents, findSameIntent, intentAnswered, intentChecked, intentFields, intentSent, intentUnanswered, takeIntentKeyFx, type IntentKey, type IntentKind, type StoredIntent } from '@/entities/wallet/index.intents';
import { checkLimitFx, depositAccepted, limitRefusalText, type LimitRequest } from '@/entities/responsible-play';
import type { Message } from '@/shared/i18n';

/** A line under a wallet form: errors are alerts, the rest polite status text; a catalogue message or the server's own words. */
export interface FormNote {
  kind: 'info' | 'success' | 'error';
  text: string | Message;
}

/** What validation and the request see: the form's fields, the logged-in user and the balance. */
export interface FormContext<F> {
  fields: F;
  user: User | null;
  balance: CreditBalance | null;
}

export interface MoneyForm<F extends Record<string, string>, R> {
  $fields: StoreWritable<F>;
  $note: StoreWritable<FormNote | null>;
  fieldChanged: EventCallable<{ name: keyof F & string; value: string }>;
  submitted: EventCallable<void>;
  /** Passed validation: the confirmation step (transfer) or the request runs next. */
  validated: EventCallable<FormContext<F>>;
  reset: EventCallable<void>;
  requestFx: Effect<FormContext<F> & { idempotencyKey: string }, R, Error>;
  /** Takes the intent's key (`takeIntentKeyFx`): the stored intent entered again, or null for a new key. */
  intentFx: Effect<IntentKey | null, IntentKey, Error>;
  /** The deposit limit check (`checkLimitFx`); runs only for a deposit form. */
  limitFx: Effect<LimitRequest, void, Error>;
  /** Asks the server what it shows after no answer (`checkServerViewFx`). */
  checkFx: Effect<MoneyIntent, ServerView, Error>;
}

/**
 * Answers that say nothing about the intent's outcome: 408 (the server gave up waiting), 409 (a
 * repeat of a key still being processed, as the IETF Idempotency-Key draft answers), 425 (too early
 * to replay) and 429 (try later). The server may still perform the intent, so its key is kept.
 */
const UNDECIDED_STATUSES: readonly number[] = [408, 409, 425, 429];

/**
 * Whether a failed money call leaves the intent not confirmed: no answer from the server (network
 * error, time-out, 5xx), an answer that decides nothing (`UNDECIDED_STATUSES`), or a 2xx answer
 * whose body could not be read (the server may have done the work). Any other refusal (4xx with
 * the server's message) is an answer.
 */
function unconfirmed(error: Error): boolean {
  return error instanceof ApiError && (error.noAnswer || UNDECIDED_STATUSES.includes(error.status) || (error.status >= 200 && error.status < 300));
}

/**
 * One money form of the wallet (spec §2.13, §4, §5): fields, client validation with the spec's
 * messages, and one request at a time. A submit while the request runs is ignored, so a rapid
 * double click sends exactly one request. One money intent has one `Idempotency-Key`: made when
 * the player confirms, kept on the device with the intent (entities/wallet intents) until it is
 * settled, and sent again whenever the same player enters the same unsettled intent again (same
 * field values, also after leaving the wallet, a reload or a logout); a changed value is another intent. A call
 * without an answer, or with a 2xx answer that cannot be read, says "Not confirmed", reads the
 * balance (and the ledger, for `ledgerType`) again and shows what the server now has. Success
 * clears the fields (spec §2.13), and so does a ledger that shows the intent done. With `confirm`, a valid submit only emits `validated` and
 * `confirmed` sends the request (transfer's dialog). Every effect the form runs is returned, and
 * each one but `requestFx` is an attached copy of a module-level effect (`takeIntentKeyFx`,
 * `checkLimitFx`, `checkServerViewFx`), so `fork({ handlers })` replaces it for one form or for all.
 */
export function createMoneyForm<F extends Record<string, string>, R>(options: {
  /** Which wallet form this is (names the intent in storage and in the unconfirmed list). */
  kind: IntentKind;
  initial: F;
  validate(ctx: FormContext<F>): Message | null;
  request(ctx: FormContext<F>, idempotencyKey: string): Promise<R>;
  /** Status while the request runs (spec §4 Withdrawal "processing ..."). */
  pendingNote?: Message;
  /** The note of an answer; `fields` are the ones the request sent (the form is cleared by then). */
  doneNote(answer: R, fields: F): FormNote | null;
  confirm?: boolean;
  /** The ledger entry this money intent writes when performed (to look for it after no answer). */
  ledgerType?: TransactionType;
  /** The intent's amount in ETB, from the fields. */
  amount(fields: F): number;
  /**
   * A deposit (responsible play, ours): checked against the daily deposit limit and a break before
   * anything is sent (refused with our text), and counted toward today's deposits once accepted.
   */
  deposit?: boolean;
}): MoneyForm<F, R> & { confirmed: EventCallable<void> } {
  const fieldChanged = createEvent<{ name: keyof F & string; value: string }>();
  const submitted = createEvent();
  const confirmed = createEvent();
  const validated = createEvent<FormContext<F>>();
  const reset = createEvent();

  const requestFx = createEffect<FormContext<F> & { idempotencyKey: string }, R, Error>(({ idempotencyKey, ...ctx }) => options.request(ctx, idempotencyKey));

  const $fields = createStore<F>(options.initial)
    .on(fieldChanged, (f, { name, value }) => ({ ...f, [name]: value }))
    .reset([requestFx.done, reset]);
  const $note = createStore<FormNote | null>(null).reset(reset);

  /** Takes the key of the intent entered again, or makes a new key when the player confirms a new intent. */
  const intentFx = attach({ effect: takeIntentKeyFx });
  const limitFx = attach({ effect: checkLimitFx });
  const checkFx = attach({ effect: checkServerViewFx });

  const context = { fields: $fields, user: $user, balance: $balance, pending: requestFx.pending };

  // When the form is submitted while nothing runs, then check it with the spec's rules.
  const checked = sample({
    clock: submitted,
    source: context,
    filter: ({ pending }) => !pending,
    fn: ({ fields, user, balance }) => ({ ctx: { fields, user, balance }, error: options.validate({ fields, user, balance }) }),
  });
  $note.on(checked, (note, { error }) => (error ? { kind: 'error', text: error } : note && note.kind === 'error' ? null : note));
  sample({ clock: checked, filter: ({ error }) => error === null, fn: ({ ctx }) => ctx, target: validated });

  // When a valid form needs no confirmation, then send it; otherwise wait for `confirmed`.
  const send = createEvent();
  if (options.confirm) sample({ clock: confirmed, target: send });
  else sample({ clock: validated, fn: () => undefined, target: send });
  // When a valid deposit is sent, then check it against the limits first; nothing is sent when refused.
  const allowed = createEvent();
  if (options.deposit) {
    sample({
      clock: send,
      source: { ...context, checking: limitFx.pending },
      filter: ({ pending, checking, fields, user, balance }) => !pending && !checking && options.validate({ fields, user, balance }) === null,
      fn: ({ fields }) => ({ kind: 'deposit' as const, amount: options.amount(fields) }),
      target: limitFx,
    });
    sample({ clock: limitFx.done, target: allowed });
    // When the deposit is accepted, then it counts toward today's deposits.
    sample({ clock: requestFx.done, fn: ({ params }) => options.amount(params.fields), target: depositAccepted });
    $note.on(limitFx.failData, (_, error) => ({ kind: 'error', text: limitRefusalText(error) }));
  } else sample({ clock: send, target: allowed });
  // When a valid form is sent, then take this intent's key: the stored one when the same player
  // enters the same values again (a retry, also after a reload), else a new one.
  sample({
    clock: allowed,
    source: { ...context, intents: $intents },
    filter: ({ pending, fields, user, balance }) => !pending && options.validate({ fields, user, balance }) === null,
    fn: ({ fields, user, intents }) => findSameIntent(intents, options.kind, user?.phone ?? '', fields),
    target: intentFx,
  });
  // When the key is taken, then keep the intent (session storage) before the request leaves.
  sample({
    clock: intentFx.doneData,
    source: context,
    fn: ({ fields, user }, { key, at }): StoredIntent => ({
      kind: options.kind,
      fields: intentFields(fields),
      key,
      phone: user?.phone ?? '',
      at,
      amount: options.amount(fields),
      ...(options.ledgerType ? { ledgerType: options.ledgerType } : {}),
    }),
    target: intentSent,
  });
  sample({
    clock: intentFx.doneData,
    source: context,
    fn: ({ fields, user, balance }, intent) => ({ fields, user, balance, idempotencyKey: intent.key }),
    target: requestFx,
  });

  // When the server answers (done, or refused with its message), then the intent is settled and forgotten.
  sample({ clock: requestFx.done, fn: ({ params }) => params.idempotencyKey, target: intentAnswered });
  const answeredFail = sample({ clock: requestFx.fail, filter: ({ error }) => !unconfirmed(error) });
  sample({ clock: answeredFail, fn: ({ params }) => params.idempotencyKey, target: intentAnswered });

  const unanswered = sample({ clock: requestFx.fail, filter: ({ error }) => unconfirmed(error) });
  sample({ clock: unanswered, fn: ({ params }) => params.idempotencyKey, target: intentUnanswered });
  // When the call got no usable answer, then ask the server what it now shows (balance, the ledger
  // entry carrying the intent's key).
  sample({
    clock: unanswered,
    filter: ({ params }) => params.user !== null,
    fn: ({ params }): MoneyIntent => ({
      phone: params.user!.phone,
      ledgerType: options.ledgerType,
      amount: options.amount(params.fields),
      key: params.idempotencyKey,
    }),
    target: checkFx,
  });
  sample({ clock: checkFx.done, fn: ({ params, result }) => ({ key: params.key!, view: result }), target: intentChecked });
  // When the server shows the intent's own ledger entry, then it is done: the form clears as after
  // an answer, so a tap does not send the same values again as a new intent.
  $fields.reset(sample({ clock: checkFx.done, filter: ({ result }) => result.entry !== null }));

  $note
    .on(requestFx, () => (options.pendingNote ? { kind: 'info', text: options.pendingNote } : null))
    .on(requestFx.done, (_, { params, result }) => options.doneNote(result, params.fields))
    .on(requestFx.failData, (_, error) => (unconfirmed(error) ? { kind: 'info', text: NOT_CONFIRMED_CHECKING } : { kind: 'error', text: error.message }))
    .on(checkFx.done, (_, { params, result }) => ({ kind: 'info', text: notConfirmedReport(result, params) }));

  return { $fields, $note, fieldChanged, submitted, confirmed, validated, reset, requestFx, intentFx, limitFx, checkFx };
}
