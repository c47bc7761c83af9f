import type { Transaction, TransactionType } from '@/shared/api';
import { m, type Message } from '@/shared/i18n';
import { roundEtb } from '@/shared/lib/money';

/** Readable labels of the ten transaction types (spec §3 Transaction), catalogue messages. */
export const TYPE_LABELS: Record<TransactionType, Message> = {
  deposit: m.wallet_type_deposit,
  transfer_in: m.wallet_type_transfer_in,
  transfer_out: m.wallet_type_transfer_out,
  withdrawal: m.wallet_type_withdrawal,
  game_won: m.wallet_type_game_won,
  game_lost: m.wallet_type_game_lost,
  bonus: m.wallet_type_bonus,
  game_bonus: m.wallet_type_game_bonus,
  invite: m.wallet_type_invite,
  cartela_purchase: m.wallet_type_cartela_purchase,
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
  byType: { type: TransactionType; count: number; sum: number }[];
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
    byType: [...byType.entries()].map(([type, v]) => ({ type, ...v })),
  };
}

/** The types shown as money in (spec §3 Transaction); every other type is shown as money out. */
const MONEY_IN: ReadonlySet<TransactionType> = new Set<TransactionType>(['deposit', 'transfer_in', 'game_won', 'bonus', 'game_bonus', 'invite']);

/** What a row shows: its direction (by type, never by `isdebit`) and the size in ETB (0 or more). */
export interface ShownAmount {
  direction: 'in' | 'out';
  amount: number;
}

/**
 * A row as the player reads it (openapi `Transaction`): the sign comes from the type, so a win is
 * never "−" even when its `isdebit` says the prize was below the stake; a `game_won` row shows its
 * prize (`amount`), every other row `net_amount`. Sizes are absolute values.
 */
export function shownAmount(row: Pick<Transaction, 'type' | 'amount' | 'net_amount'>): ShownAmount {
  return { direction: MONEY_IN.has(row.type) ? 'in' : 'out', amount: Math.abs(row.type === 'game_won' ? row.amount : row.net_amount) };
}

/**
 * The stake of a manual game the player sits in (ETB): spec §3 debits it on join with no ledger row
 * until the game is settled, so the history shows it as pending. Scheduled games have their own
 * `cartela_purchase` row; no game, 0.
 */
export function pendingStake(game: { mode: 'manual' | 'scheduled'; betAmount: number; boards: readonly number[] } | null): number {
  if (!game || game.mode !== 'manual' || !(game.betAmount > 0)) return 0;
  return roundEtb(game.betAmount * Math.max(1, game.boards.length));
}
