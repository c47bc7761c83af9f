// Money intents: deposits, withdrawals, transfers, each with its idempotency key (spec §5, §7).
import { ApiError } from '../http/fetcher';
import { parseAnswer } from '../http/validate';
import { http, validators } from './load';

/**
 * A fresh `Idempotency-Key` for one money submission (OpenAPI parameter IdempotencyKey): a server
 * that honours it answers a replay of the same request (e.g. a network retry) without moving money
 * twice. The forms also refuse a second submit while one runs.
 */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

const idem = (key: string) => ({ headers: { 'Idempotency-Key': key } });

/** POST /transactions/depositRequest (spec §7, §5 Automatic deposit): `{ message?, reference?, url? }`. @throws ApiError */
export async function requestDeposit(body: { phone: string; amount: number }, idempotencyKey: string) {
  const [zod, answer] = await Promise.all([validators(), http().then((gen) => gen.depositRequest(body, idem(idempotencyKey)))]);
  return parseAnswer(zod.DepositRequestResponse, answer.data, 'depositRequest');
}

/** POST /transactions/withdrawlRequest (spec §7, §5 Automatic withdrawal): `{ status, message? }`; PENDING = accepted. @throws ApiError */
export async function requestWithdrawal(body: { phone: string; amount: number; paymentMethod: string }, idempotencyKey: string) {
  const [zod, answer] = await Promise.all([validators(), http().then((gen) => gen.withdrawlRequest(body, idem(idempotencyKey)))]);
  return parseAnswer(zod.WithdrawlRequestResponse, answer.data, 'withdrawlRequest');
}

/** POST /transactions/transfer (spec §7, §4 Transfer): the sender's new balance (ETB). @throws ApiError */
export async function transferCredit(body: { sender: string; receiver: string; credit: number }, idempotencyKey: string) {
  const [zod, answer] = await Promise.all([validators(), http().then((gen) => gen.transfer(body, idem(idempotencyKey)))]);
  return parseAnswer(zod.TransferResponse, answer.data, 'transfer');
}

/** POST /manual-payments/manualPay/request (spec §7, §5 Manual deposit): `{ message }`. @throws ApiError */
export async function requestManualDeposit(body: { phone: string; amount: number; receiptMessage: string }, idempotencyKey: string) {
  const [zod, answer] = await Promise.all([validators(), http().then((gen) => gen.manualPayRequest(body, idem(idempotencyKey)))]);
  return parseAnswer(zod.ManualPayRequestResponse, answer.data, 'manualPay/request');
}

/** POST /manual-payments/manualRequest/requests (spec §7, §5 Manual withdrawal): `{ message }`. @throws ApiError */
export async function requestManualWithdrawal(body: { amount: number; trxId: string }, idempotencyKey: string) {
  const [zod, answer] = await Promise.all([validators(), http().then((gen) => gen.manualWithdrawRequest(body, idem(idempotencyKey)))]);
  return parseAnswer(zod.ManualWithdrawRequestResponse, answer.data, 'manualRequest/requests');
}

/**
 * GET /manual-payments/receiving-accounts (proposed): where a manual deposit is sent, in the order
 * to show. A server that does not offer the call (404, 501), an unreadable answer or no answer at all
 * reads as no accounts: the manual deposit works without them (spec §5 Manual deposit).
 * @returns the accounts, `[]` when none or not offered; never throws except a 401/403 session end
 */
export async function getReceivingAccounts() {
  try {
    const [zod, answer] = await Promise.all([validators(), http().then((gen) => gen.getReceivingAccounts())]);
    return parseAnswer(zod.GetReceivingAccountsResponse, answer.data, 'receiving-accounts').accounts;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) throw error;
    return [];
  }
}
