import type { Transaction, TransactionType } from '@/shared/api';
import { roundEtb } from '@/shared/lib/money';

/** Readable labels of the ten transaction types (spec §3 Transaction). */
export const TYPE_LABELS: Record<TransactionType, string> = {
  deposit: 'Deposit',
  transfer_in: 'Transfer in',
  transfer_out: 'Transfer out',
  withdrawal: 'Withdrawal',
  game_won: 'Game won',
  game_lost: 'Game lost',
  bonus: 'Bonus',
  game_bonus: 'Game bonus',
  invite: 'Invite reward (play only)',
  cartela_purchase: 'Cartela purchase',
};

export interface LedgerRow extends Transaction {
  /** The balance after this row, ETB (spec §2.14 running balance). */
  balance: number;
}

/**
 * Spec §2.14 running balance. Rows come newest first; the newest row's balance is the current
 * balance, and each older row's balance is the newer row's balance undone: an invite row keeps it
 * unchanged (invites are play-only), a debit row adds |net_amount| back, any other row subtracts it.
 */
export function withRunningBalance(rows: readonly Transaction[], currentBalance: number): LedgerRow[] {
  let balance = currentBalance;
  return rows.map((row) => {
    const out = { ...row, balance: roundEtb(balance) };
    if (row.type !== 'invite') balance = roundEtb(balance + (row.isdebit ? Math.abs(row.net_amount) : -Math.abs(row.net_amount)));
    return out;
  });
}

export interface LedgerSummary {
  /** ETB in (credits) and out (debits); invite rows count as in. */
  totalIn: number;
  totalOut: number;
  byType: { type: TransactionType; label: string; count: number; sum: number }[];
}

/** Spec §2.14 summary: in and out totals, and per-type counts and sums (types that occur). */
export function summarize(rows: readonly Transaction[]): LedgerSummary {
  let totalIn = 0;
  let totalOut = 0;
  const byType = new Map<TransactionType, { count: number; sum: number }>();
  for (const row of rows) {
    const size = Math.abs(row.net_amount);
    if (row.isdebit) totalOut += size;
    else totalIn += size;
    const entry = byType.get(row.type) ?? { count: 0, sum: 0 };
    entry.count += 1;
    entry.sum = roundEtb(entry.sum + Math.abs(row.amount));
    byType.set(row.type, entry);
  }
  return {
    totalIn: roundEtb(totalIn),
    totalOut: roundEtb(totalOut),
    byType: [...byType.entries()].map(([type, v]) => ({ type, label: TYPE_LABELS[type], ...v })),
  };
}
