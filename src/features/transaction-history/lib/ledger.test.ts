import { describe, expect, test } from 'vitest';
import type { Transaction } from '@/shared/api';
import { pendingStake, shownAmount, summarize, TYPE_LABELS, withRunningBalance } from './ledger';

const row = (type: Transaction['type'], net: number, isdebit: boolean, amount = net): Transaction => ({ type, date: '2026-11-23T09:00:00.000Z', amount, net_amount: net, isdebit });

describe('spec §2.14 running balance', () => {
  test('newest row shows the current balance; older rows undo the newer row: debit adds |net|, credit subtracts it', () => {
    // oldest → newest: deposit 100 (→600), game lost 20 (→580), game won net 6 (→586)
    const rows = [row('game_won', 6, false, 16), row('game_lost', 20, true), row('deposit', 100, false)];
    expect(withRunningBalance(rows, 586).map((r) => r.balance)).toEqual([586, 580, 600]);
  });

  test('an invite row leaves the running balance unchanged (play-only)', () => {
    const rows = [row('transfer_out', 50, true), row('invite', 10, false), row('deposit', 100, false)];
    expect(withRunningBalance(rows, 450).map((r) => r.balance)).toEqual([450, 500, 500]);
  });

  test('a negative net_amount counts by its absolute value', () => {
    expect(withRunningBalance([row('game_won', -4, true), row('deposit', 50, false)], 96).map((r) => r.balance)).toEqual([96, 100]);
  });
});

describe('spec §2.14 summary', () => {
  test('in and out totals and per-type counts and sums', () => {
    const s = summarize([row('deposit', 100, false), row('deposit', 50.5, false), row('withdrawal', 100, true), row('game_lost', 10, true)]);
    expect(s.totalIn).toBe(150.5);
    expect(s.totalOut).toBe(110);
    expect(s.byType).toEqual([
      { type: 'deposit', count: 2, sum: 150.5 },
      { type: 'withdrawal', count: 1, sum: 100 },
      { type: 'game_lost', count: 1, sum: 10 },
    ]);
  });

  test('all ten transaction types have a readable label', () => {
    expect(Object.keys(TYPE_LABELS).sort()).toEqual(
      ['bonus', 'cartela_purchase', 'deposit', 'game_bonus', 'game_lost', 'game_won', 'invite', 'transfer_in', 'transfer_out', 'withdrawal'].sort(),
    );
    expect(Object.values(TYPE_LABELS).map((label) => label())).toContain('Invite reward (play only)');
  });
});

describe('what a row shows (openapi Transaction: sign by type)', () => {
  test('a win is never "−": a game_won below the stake (isdebit true) shows its prize as money in', () => {
    expect(shownAmount(row('game_won', 4, true, 16))).toEqual({ direction: 'in', amount: 16 });
    expect(shownAmount(row('game_won', 6, false, 16))).toEqual({ direction: 'in', amount: 16 });
  });

  test('money in and out by type; sizes are absolute net amounts', () => {
    expect(['deposit', 'transfer_in', 'bonus', 'game_bonus', 'invite'].map((t) => shownAmount(row(t as Transaction['type'], 10, false)).direction)).toEqual(['in', 'in', 'in', 'in', 'in']);
    expect(['withdrawal', 'transfer_out', 'game_lost', 'cartela_purchase'].map((t) => shownAmount(row(t as Transaction['type'], -10, true)))).toEqual(Array(4).fill({ direction: 'out', amount: 10 }));
  });

  test('a manual game in progress: its stake (per board × boards) is pending; scheduled or none: 0', () => {
    expect(pendingStake({ mode: 'manual', betAmount: 20, boards: [3, 7] })).toBe(40);
    expect(pendingStake({ mode: 'manual', betAmount: 20, boards: [] })).toBe(20);
    expect(pendingStake({ mode: 'scheduled', betAmount: 20, boards: [3] })).toBe(0);
    expect(pendingStake(null)).toBe(0);
  });
});
