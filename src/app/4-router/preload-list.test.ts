import { QueryClient } from '@tanstack/react-query';
import { fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { $user } from '@/entities/session';
import { transactionHistoryQuery } from '@/features/transaction-history/index.queries';
import { failWith, mockCall } from '@tests/setup/http-server';
import { preloadPlayerList } from './preload-list';

const player = { username: 'abebe', phone: '0911000001', verified: true };
const context = (user: typeof player | null) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { scope: fork({ values: [[$user, user]] }), queryClient, loadQueryClient: async () => queryClient };
};
const entry = { type: 'deposit', date: '2026-11-23T09:00:00.000Z', amount: 100, net_amount: 100, isdebit: false };

/** The route loaders of the list pages (spec §2.14, §2.15). */
describe('preloadPlayerList', () => {
  test('starts the player’s read without waiting for it; the page’s query finds the answer in the cache', async () => {
    const ledger = mockCall('get', '/transactions/history/data/:id').mockResolvedValue({ data: [entry] });
    const ctx = context(player);
    expect(preloadPlayerList(ctx, async () => transactionHistoryQuery)).toBeUndefined();
    await vi.waitFor(() => expect(ctx.queryClient.getQueryData(transactionHistoryQuery('0911000001').queryKey)).toEqual([entry]));
    expect(ledger).toHaveBeenCalledWith({ id: '0911000001' });
  });

  test('a failed read stays in the query for the page to show; the loader never throws', async () => {
    mockCall('get', '/transactions/history/data/:id').mockResolvedValue(failWith(500));
    const ctx = context(player);
    preloadPlayerList(ctx, async () => transactionHistoryQuery);
    const key = transactionHistoryQuery('0911000001').queryKey;
    await vi.waitFor(() => expect(ctx.queryClient.getQueryState(key)?.status).toBe('error'));
    expect(ctx.queryClient.getQueryState(key)?.error?.message).toBe('Request failed (500). Please try again.');
  });

  test('without a player nothing is read', () => {
    const ledger = mockCall('get', '/transactions/history/data/:id');
    const ctx = context(null);
    preloadPlayerList(ctx, async () => transactionHistoryQuery);
    expect(ctx.queryClient.isFetching()).toBe(0);
    expect(ledger).not.toHaveBeenCalled();
  });
});
