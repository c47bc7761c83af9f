import { createEvent, createStore } from 'effector';
import type { DepositResponse } from '@/shared/api';
import { requestDeposit, requestManualDeposit, requestManualWithdrawal, requestWithdrawal, transferCredit } from '@/shared/api/index.payments';
import { m, type Message } from '@/shared/i18n';
import { etbAmountText, parseEtbAmount } from '@/shared/lib/money';
import { createMoneyForm, type FormNote } from './money-form';

/**
 * The wallet's five money forms (spec §2.13, §5) with their rules and texts; `./wallet` wires them
 * to the page (opening, the provider redirect, balance reads).
 */

/** Spec §9 terms, shown beside the fields. */
export const WALLET_LIMITS = { minDeposit: 50, maxDailyDeposit: 10_000, minWithdrawal: 100, maxDailyWithdrawal: 1_000, processingHours: 24 } as const;

/** Spec §5 wallet messages (verbatim in spec texts), catalogue messages worded when shown. */
export const MESSAGES = {
  depositPhone: m.wallet_deposit_phone,
  withdrawPhone: m.wallet_withdraw_phone,
  withdrawAmount: m.wallet_amount_required,
  withdrawMethod: m.wallet_withdraw_method_invalid,
  transferTo: m.wallet_transfer_to_required,
  transferPhone: m.wallet_transfer_phone,
  insufficient: m.wallet_insufficient,
  noUser: m.wallet_no_user,
  manualAmount: m.wallet_manual_amount,
  manualSms: m.wallet_manual_sms,
  noTrxId: m.wallet_no_trx_id,
  /** Spec §4 Withdrawal. */
  processing: m.wallet_processing,
  withdrawPending: m.wallet_withdraw_pending,
  /** Not given by the spec: the amount rules of §5 that name no text, and the §9 minimums. */
  amountRequired: m.wallet_amount_required,
  minDeposit: () => m.wallet_min_deposit({ min: WALLET_LIMITS.minDeposit }),
  minWithdrawal: () => m.wallet_min_withdrawal({ min: WALLET_LIMITS.minWithdrawal }),
  transferDone: m.wallet_transfer_done,
  depositSent: m.wallet_deposit_sent,
  redirecting: m.wallet_redirecting,
  /** A deposit answer whose url is not one of our payment hosts (spec §2.13 names no text). */
  untrustedPaymentUrl: m.wallet_untrusted_url,
} satisfies Record<string, Message>;

/** The three mobile-money partners; only the first is enabled for withdrawal (spec §3). */
export const PAYMENT_PARTNERS = [
  { id: 'telebirr', label: 'telebirr', enabled: true },
  { id: 'cbebirr', label: 'CBE Birr', enabled: false },
  { id: 'mpesa', label: 'M-PESA', enabled: false },
] as const;

/** Prefix of the manual withdrawal request id (spec §3: prefix, hyphen, current time in ms). */
export const TRX_PREFIX = 'MWR';

/** The manual withdrawal request id: `{prefix}-{Date.now()}` (spec §3). */
export function makeTrxId(prefix: string, nowMs: number): string {
  return `${prefix}-${nowMs}`;
}

/** The typed amount read strictly (`parseEtbAmount`); NaN when refused, so each form's amount rule gives its own text. */
export const amountOf = (text: string) => parseEtbAmount(text) ?? NaN;
const isTenDigits = (v: string) => /^\d{10}$/.test(v);

/** Automatic deposit (spec §5): phone exactly 10 digits, amount required; §9 minimum 50. */
export const deposit = createMoneyForm({
  kind: 'deposit',
  initial: { phone: '', amount: '' },
  validate: ({ fields }) => {
    if (!isTenDigits(fields.phone)) return MESSAGES.depositPhone;
    const amount = amountOf(fields.amount);
    if (!(amount > 0)) return MESSAGES.amountRequired;
    if (amount < WALLET_LIMITS.minDeposit) return MESSAGES.minDeposit;
    return null;
  },
  request: ({ fields }, key) => requestDeposit({ phone: fields.phone, amount: amountOf(fields.amount) }, key),
  amount: (fields) => amountOf(fields.amount),
  deposit: true,
  doneNote: (answer: DepositResponse): FormNote =>
    answer.url ? { kind: 'info', text: MESSAGES.redirecting } : { kind: 'success', text: answer.message ?? MESSAGES.depositSent },
});

/** Automatic withdrawal (spec §5, §4 Withdrawal): PENDING shows the provider message. */
export const withdraw = createMoneyForm({
  kind: 'withdraw',
  initial: { phone: '', amount: '', method: 'telebirr' },
  validate: ({ fields }) => {
    if (fields.phone.trim() === '') return MESSAGES.withdrawPhone;
    const amount = amountOf(fields.amount);
    if (!(amount > 0)) return MESSAGES.withdrawAmount;
    if (!PAYMENT_PARTNERS.some((p) => p.enabled && p.id === fields.method)) return MESSAGES.withdrawMethod;
    if (amount < WALLET_LIMITS.minWithdrawal) return MESSAGES.minWithdrawal;
    return null;
  },
  request: ({ fields }, key) => requestWithdrawal({ phone: fields.phone, amount: amountOf(fields.amount), paymentMethod: fields.method }, key),
  amount: (fields) => amountOf(fields.amount),
  ledgerType: 'withdrawal',
  pendingNote: MESSAGES.processing,
  doneNote: (answer) => (answer.status === 'PENDING' ? { kind: 'success', text: MESSAGES.withdrawPending } : { kind: 'info', text: answer.status }),
});

/** Transfer (spec §5 Transfer): asks for confirmation before sending. */
export const transfer = createMoneyForm({
  kind: 'transfer',
  initial: { receiver: '', amount: '' },
  confirm: true,
  validate: ({ fields, user, balance }) => {
    if (fields.receiver.trim() === '') return MESSAGES.transferTo;
    if (!/^0\d{9}$/.test(fields.receiver)) return MESSAGES.transferPhone;
    const amount = amountOf(fields.amount);
    if (!(amount > 0)) return MESSAGES.amountRequired;
    if (amount > (balance?.current_balance ?? 0)) return MESSAGES.insufficient;
    if (!user) return MESSAGES.noUser;
    return null;
  },
  request: ({ fields, user }, key) => transferCredit({ sender: user!.phone, receiver: fields.receiver, credit: amountOf(fields.amount) }, key),
  amount: (fields) => amountOf(fields.amount),
  ledgerType: 'transfer_out',
  doneNote: () => ({ kind: 'success', text: MESSAGES.transferDone }),
});

/** The transfer confirmation dialog (spec §2.13, §5: it says the action cannot be undone). */
export const transferConfirmClosed = createEvent();
export const $transferConfirmOpen = createStore(false)
  .on(transfer.validated, () => true)
  .reset([transfer.confirmed, transferConfirmClosed]);
/** What the dialog asks to confirm: exactly what is sent, the amount with two decimals (25 → "25.00") and the receiver. */
export const $transferConfirmText = transfer.$fields.map(({ receiver, amount }) => ({ receiver, amount: etbAmountText(parseEtbAmount(amount) ?? 0) }));

/** Manual deposit (spec §5): amount above 0 and the pasted SMS transaction id. */
export const manualDeposit = createMoneyForm({
  kind: 'manualDeposit',
  initial: { amount: '', sms: '' },
  validate: ({ fields, user }) => {
    if (!(amountOf(fields.amount) > 0)) return MESSAGES.manualAmount;
    if (fields.sms.trim() === '') return MESSAGES.manualSms;
    if (!user) return MESSAGES.noUser;
    return null;
  },
  request: ({ fields, user }, key) => requestManualDeposit({ phone: user!.phone, amount: amountOf(fields.amount), receiptMessage: fields.sms.trim() }, key),
  amount: (fields) => amountOf(fields.amount),
  deposit: true,
  // the server's own words may be in another language: the player reads ours
  doneNote: (_answer, fields) => ({ kind: 'success', text: () => m.wallet_manual_deposit_received({ amount: etbAmountText(amountOf(fields.amount)) }) }),
});

/** Manual withdrawal (spec §5): amount above 0 and a generated request id, shown to the player only in the answer's note. */
export const manualWithdraw = createMoneyForm({
  kind: 'manualWithdraw',
  initial: { amount: '', trxId: '' },
  validate: ({ fields }) => {
    if (!(amountOf(fields.amount) > 0)) return MESSAGES.manualAmount;
    if (!fields.trxId) return MESSAGES.noTrxId;
    return null;
  },
  request: ({ fields }, key) => requestManualWithdrawal({ amount: amountOf(fields.amount), trxId: fields.trxId }, key),
  amount: (fields) => amountOf(fields.amount),
  // the request id is shown once the request is sent (the player may quote it to support), in our words
  doneNote: (_answer, fields) => ({
    kind: 'success',
    text: () => m.wallet_manual_withdrawal_received({ amount: etbAmountText(amountOf(fields.amount)), id: fields.trxId, hours: WALLET_LIMITS.processingHours }),
  }),
});
