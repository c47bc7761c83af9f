import { attach, createEffect, createEvent, createStore, sample, type Effect, type EventCallable, type StoreWritable } from 'effector';
import { ApiError, newIdempotencyKey, type CreditBalance, type TransactionType, type User } from '@/shared/api';
import { $user } from '@/entities/session';
import { $balance, checkServerViewFx, NOT_CONFIRMED_CHECKING, notConfirmedReport, type MoneyIntent } from '@/entities/wallet';
import { checkLimitFx, depositAccepted, LimitRefusedError } from '@/entities/responsible-play';
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
}

/** The intent's key and when the player confirmed it (epoch ms). */
interface Intent {
  key: string;
  at: number;
}

/** Whether a failed money call got no answer from the server (network error, time-out, 5xx). */
function noAnswer(error: Error): boolean {
  return error instanceof ApiError && error.noAnswer;
}

/**
 * One money form of the wallet (spec §2.13, §4, §5): fields, client validation with the spec's
 * messages, and one request at a time. A submit while the request runs is ignored, so a rapid
 * double click sends exactly one request. One money intent has one `Idempotency-Key`: made when
 * the player confirms, sent again on every retry of the same intent, replaced only after a success
 * or when a field changes. A call without an answer says "Not confirmed", reads the balance (and
 * the ledger, for `ledgerType`) again and shows what the server now has. Success clears the fields
 * (spec §2.13). With `confirm`, a valid submit only emits `validated` and `confirmed` sends the
 * request (transfer's dialog).
 */
export function createMoneyForm<F extends Record<string, string>, R>(options: {
  initial: F;
  validate(ctx: FormContext<F>): Message | null;
  request(ctx: FormContext<F>, idempotencyKey: string): Promise<R>;
  /** Status while the request runs (spec §4 Withdrawal "processing ..."). */
  pendingNote?: Message;
  doneNote(answer: R): FormNote | null;
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
}): MoneyForm<F, R> & { confirmed: EventCallable<void>; $intent: StoreWritable<Intent | null> } {
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

  /** Makes the intent's key when the player confirms, or keeps the one this intent already has. */
  const intentFx = createEffect((current: Intent | null): Intent => current ?? { key: newIdempotencyKey(), at: Date.now() });
  const $intent = createStore<Intent | null>(null)
    .on(intentFx.doneData, (_, intent) => intent)
    .reset([fieldChanged, requestFx.done, reset]);

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
    const limitFx = attach({ effect: checkLimitFx });
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
    $note.on(limitFx.failData, (_, error) => ({ kind: 'error', text: error instanceof LimitRefusedError ? error.text : error.message }));
  } else sample({ clock: send, target: allowed });
  // When a valid form is sent, then take this intent's key (a retry of the same intent reuses it).
  sample({
    clock: allowed,
    source: { ...context, intent: $intent },
    filter: ({ pending, fields, user, balance }) => !pending && options.validate({ fields, user, balance }) === null,
    fn: ({ intent }) => intent,
    target: intentFx,
  });
  sample({
    clock: intentFx.doneData,
    source: context,
    fn: ({ fields, user, balance }, intent) => ({ fields, user, balance, idempotencyKey: intent.key }),
    target: requestFx,
  });

  const unanswered = sample({ clock: requestFx.failData, filter: noAnswer });
  const checkFx = attach({ effect: checkServerViewFx });
  // When the call got no answer, then ask the server what it now shows (balance, ledger entry).
  sample({
    clock: unanswered,
    source: { fields: $fields, user: $user, intent: $intent },
    filter: ({ user, intent }) => user !== null && intent !== null,
    fn: ({ fields, user, intent }): MoneyIntent => ({ phone: user!.phone, ledgerType: options.ledgerType, amount: options.amount(fields), sinceMs: intent!.at }),
    target: checkFx,
  });

  $note
    .on(requestFx, () => (options.pendingNote ? { kind: 'info', text: options.pendingNote } : null))
    .on(requestFx.doneData, (_, answer) => options.doneNote(answer))
    .on(requestFx.failData, (_, error) => (noAnswer(error) ? { kind: 'info', text: NOT_CONFIRMED_CHECKING } : { kind: 'error', text: error.message }))
    .on(checkFx.done, (_, { params, result }) => ({ kind: 'info', text: notConfirmedReport(result, params) }));

  return { $fields, $note, fieldChanged, submitted, confirmed, validated, reset, requestFx, $intent };
}
