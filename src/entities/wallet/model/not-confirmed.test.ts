import { allSettled, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { server } from '@tests/setup/http-server';
import { applyLanguageFx } from '@/shared/i18n';
import { findIntentEntry, historyTells, notConfirmedReport, readServerViewFx, type MoneyIntent } from './not-confirmed';

/** What the player reads after a money call without an answer: only what the server shows, found by the intent's key. */
const at = Date.UTC(2026, 10, 23, 12, 0, 0);
const intent: MoneyIntent = { phone: '0911000001', ledgerType: 'transfer_out', amount: 25, key: 'key-lost', sinceMs: at };
const row = (type: 'transfer_out' | 'withdrawal', amount: number, key?: string | null) => ({
  type,
  amount,
  net_amount: amount,
  isdebit: true,
  date: new Date(at + 2000).toISOString(),
  ...(key === undefined ? {} : { idempotency_key: key }),
});
const balance = { current_balance: 475, promo_balance: 0 };

describe('not confirmed: the intent is found by its key, never by resemblance', () => {
  test('the entry carrying the intent\'s key is its entry; another transfer of the same amount and time is not', () => {
    expect(findIntentEntry([row('transfer_out', 25, 'key-other'), row('transfer_out', 25, 'key-lost')], intent)).toMatchObject({ idempotency_key: 'key-lost' });
    expect(findIntentEntry([row('transfer_out', 25, 'key-other')], intent)).toBeNull();
    expect(findIntentEntry([row('transfer_out', 25)], intent)).toBeNull();
    expect(findIntentEntry([row('transfer_out', 25, null)], intent)).toBeNull();
    expect(findIntentEntry([row('withdrawal', 25, 'key-lost')], intent)).toBeNull();
    expect(findIntentEntry([row('transfer_out', 25, 'key-lost')], { ...intent, key: undefined })).toBeNull();
  });

  test('the history tells only when the server keys its entries and the intent has a key', () => {
    expect(historyTells([row('withdrawal', 100, 'k'), row('transfer_out', 25)], intent)).toBe(true);
    expect(historyTells([row('transfer_out', 25), row('transfer_out', 25, null)], intent)).toBe(false);
    expect(historyTells([], intent)).toBe(false);
    expect(historyTells([row('withdrawal', 100, 'k')], { ...intent, key: undefined })).toBe(false);
  });

  test('the texts never say the money moved unless the intent\'s entry shows it; "trying again is safe" only when the ledger shows it was not done', () => {
    expect(notConfirmedReport({ balance, entry: row('transfer_out', 25, 'key-lost'), historyRead: true, told: true }, intent)()).toBe(
      'We got no answer, but your history shows the transfer of 25.00 ETB. Your balance is now 475.00 ETB.',
    );
    expect(notConfirmedReport({ balance, entry: null, historyRead: true, told: true }, intent)()).toBe(
      'We got no answer, and your history shows no transfer of 25.00 ETB. Your balance is now 475.00 ETB. Trying again is safe: it will not be done twice.',
    );
    // a server without idempotency_key on its entries: the outcome cannot be told, the balance is shown
    expect(notConfirmedReport({ balance, entry: null, historyRead: true, told: false }, intent)()).toBe(
      'We got no answer and cannot tell yet whether the transfer of 25.00 ETB went through. Your balance is now 475.00 ETB. If you send it again, it goes as the same request, so it is not done twice.',
    );
    expect(notConfirmedReport({ balance: null, entry: null, historyRead: false, told: false }, intent)()).toBe(
      'Not confirmed. The balance could not be read. If you send it again, it goes as the same request, so it is not done twice.',
    );
    // no key passed: a retry would be another intent, so nothing is promised about it
    expect(notConfirmedReport({ balance, entry: null, historyRead: false, told: false }, { phone: '0911000001', amount: 20 })()).toBe('Not confirmed. Your balance is now 475.00 ETB.');
  });

  test('the report is worded when shown, in the language chosen then', async () => {
    const report = notConfirmedReport({ balance, entry: null, historyRead: true, told: true }, intent);
    await applyLanguageFx('am');
    expect(report()).toBe('መልስ አልደረሰንም፤ ታሪክዎም የ25.00 ብር ማስተላለፍ አያሳይም። አሁን ያለዎት ሂሳብ 475.00 ብር ነው። እንደገና መሞከር ችግር የለውም፤ ሁለት ጊዜ አይፈጸምም።');
    await applyLanguageFx('en');
  });
});

describe('reading the server after a lost answer (any honest server)', () => {
  async function view(rows: unknown[]) {
    server.use(
      http.get('*/transactions/balance/:id', () => HttpResponse.json({ current_balance: 475, promo_balance: 0 })),
      http.get('*/transactions/history/data/:id', () => HttpResponse.json({ data: rows })),
    );
    const scope = fork();
    const { value } = await allSettled(readServerViewFx, { scope, params: intent });
    return value;
  }
  const plain = { type: 'transfer_out', date: '2026-11-23T12:00:02.000Z', amount: 25, net_amount: 25, isdebit: true };

  test('a server that keys its entries: found by the key, or told absent', async () => {
    expect(await view([{ ...plain, idempotency_key: 'key-lost' }])).toMatchObject({ entry: { idempotency_key: 'key-lost' }, historyRead: true, told: true });
    expect(await view([{ ...plain, idempotency_key: 'key-other' }])).toMatchObject({ entry: null, historyRead: true, told: true });
  });

  test('a server without the proposed field (absent or null): readable, the outcome cannot be told, the balance is shown', async () => {
    expect(await view([plain, { ...plain, idempotency_key: null }])).toEqual({ balance: { current_balance: 475, promo_balance: 0 }, entry: null, historyRead: true, told: false });
  });
});
