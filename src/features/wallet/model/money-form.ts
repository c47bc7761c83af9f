import { createEffect, createEvent, createStore, sample, type Effect, type EventCallable, type StoreWritable } from 'effector';
import { newIdempotencyKey, type CreditBalance, type User } from '@/shared/api';
import { $user } from '@/entities/session';
import { $balance } from '@/entities/wallet';

/** A line under a wallet form: errors are alerts, the rest polite status text. */
export interface FormNote {
  kind: 'info' | 'success' | 'error';
  text: string;
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

/**
 * One money form of the wallet (spec §2.13, §4, §5): fields, client validation with the spec's
 * messages, and one request at a time. A submit while the request runs is ignored, so a rapid
 * double click sends exactly one request; each request carries a fresh `Idempotency-Key`.
 * Success clears the fields (spec §2.13). With `confirm`, a valid submit only emits `validated`
 * and `confirmed` sends the request (transfer's dialog).
 */
export function createMoneyForm<F extends Record<string, string>, R>(options: {
  initial: F;
  validate(ctx: FormContext<F>): string | null;
  request(ctx: FormContext<F>, idempotencyKey: string): Promise<R>;
  /** Status while the request runs (spec §4 Withdrawal "processing ..."). */
  pendingNote?: string;
  doneNote(answer: R): FormNote | null;
  confirm?: boolean;
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
  sample({
    clock: send,
    source: context,
    filter: ({ pending, fields, user, balance }) => !pending && options.validate({ fields, user, balance }) === null,
    fn: ({ fields, user, balance }) => ({ fields, user, balance, idempotencyKey: newIdempotencyKey() }),
    target: requestFx,
  });

  $note
    .on(requestFx, () => (options.pendingNote ? { kind: 'info', text: options.pendingNote } : null))
    .on(requestFx.doneData, (_, answer) => options.doneNote(answer))
    .on(requestFx.failData, (_, error) => ({ kind: 'error', text: error.message }));

  return { $fields, $note, fieldChanged, submitted, confirmed, validated, reset, requestFx };
}
