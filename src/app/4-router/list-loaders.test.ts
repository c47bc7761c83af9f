import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { fork } from 'effector';
import { describe, expect, test } from 'vitest';
import { $user } from '@/entities/session';
import { mockCall } from '@tests/setup/http-server';
import { routeTree } from '../routeTree.gen';

const player = { username: 'abebe', phone: '0911000001', verified: true };

function routerAt(path: string, user: typeof player | null) {
  return createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { scope: fork({ values: [[$user, user]] }), loadQueryClient: async () => new QueryClient({ defaultOptions: { queries: { retry: false } } }) },
  });
}

/** The list pages' loaders run behind the `/_protected` guard (spec §2.1) and start the page's read. */
describe('list page loaders', () => {
  test('a logged-out visitor of /transactionHistory goes to /auth and nothing is read', async () => {
    const ledger = mockCall('get', '/transactions/history/data/:id');
    const router = routerAt('/transactionHistory', null);
    await router.load();
    expect(router.state.location.pathname).toBe('/auth');
    expect(ledger).not.toHaveBeenCalled();
  });

  test.each([
    ['/transactionHistory', 'get', '/transactions/history/data/:id'],
    ['/gameHistory', 'get', '/users/get_games_by_date_and_phone'],
  ] as const)('entering %s starts its read for the logged-in player', async (path, method, call) => {
    const read = mockCall(method, call).mockResolvedValue({ data: [] });
    const router = routerAt(path, player);
    await router.load();
    expect(router.state.location.pathname).toBe(path);
    await expect.poll(() => read.mock.calls.length).toBe(1);
  });
});
