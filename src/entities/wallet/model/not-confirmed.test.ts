import { describe, expect, test } from 'vitest';
import { applyLanguageFx } from '@/shared/i18n';
import { findIntentEntry, notConfirmedReport, type MoneyIntent } from './not-confirmed';

/** What the player reads after a money call without an answer: only what the server shows. */
const at = Date.UTC(2026, 10, 23, 12, 0, 0);
const intent: MoneyIntent = { phone: '0911000001', ledgerType: 'transfer_out', amount: 25, sinceMs: at };
const row = (type: 'transfer_out' | 'withdrawal', amount: number, ms: number) => ({ type, amount, net_amount: amount, isdebit: true, date: new Date(ms).toISOString() });

describe('not confirmed: what the server shows', () => {
  test('the intent\'s ledger entry: same type and amount, dated after the intent began (5 min clock skew allowed)', () => {
    expect(findIntentEntry([row('transfer_out', 25, at + 2000)], intent)).toMatchObject({ amount: 25 });
    expect(findIntentEntry([row('transfer_out', 25, at - 4 * 60_000)], intent)).not.toBeNull();
    expect(findIntentEntry([row('transfer_out', 25, at - 10 * 60_000)], intent)).toBeNull(); // an older transfer
    expect(findIntentEntry([row('transfer_out', 26, at)], intent)).toBeNull();
    expect(findIntentEntry([row('withdrawal', 25, at)], intent)).toBeNull();
    expect(findIntentEntry([row('transfer_out', 25, at)], { ...intent, ledgerType: undefined })).toBeNull();
  });

  test('the texts never say the money moved unless a ledger entry shows it', () => {
    const balance = { current_balance: 475, promo_balance: 0 };
    expect(notConfirmedReport({ balance, entry: row('transfer_out', 25, at), historyRead: true }, intent)()).toBe(
      'Not confirmed by an answer, but the server shows a transfer of 25.00 ETB. Your balance is now 475.00 ETB.',
    );
    expect(notConfirmedReport({ balance, entry: null, historyRead: true }, intent)()).toBe(
      'Not confirmed: the server shows no transfer of 25.00 ETB. Your balance is now 475.00 ETB. Trying again is safe: it will not be done twice.',
    );
    expect(notConfirmedReport({ balance: null, entry: null, historyRead: false }, intent)()).toBe(
      'Not confirmed. The balance could not be read. Trying again is safe: it will not be done twice.',
    );
  });

  test('the report is worded when shown, in the language chosen then', async () => {
    const report = notConfirmedReport({ balance: { current_balance: 475, promo_balance: 0 }, entry: null, historyRead: true }, intent);
    await applyLanguageFx('am');
    expect(report()).toBe('አልተረጋገጠም፦ አገልጋዩ የ25.00 ብር ማስተላለፍ አያሳይም። አሁን ያለዎት ሂሳብ 475.00 ብር ነው። እንደገና መሞከር ችግር የለውም፤ ሁለት ጊዜ አይፈጸምም።');
  });
});
