import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, test, vi } from 'vitest';
import { $betAmount, $gameId } from '@/entities/game';
import { navigateFx } from '@/shared/routing';
import '@tests/setup/http-server';
import { GameWindowPage } from './GameWindowPage';

/** The page at `path`, in a router whose game route parses its stake as the app's does. */
async function openGameWindow(path: string, joined: { gameId: string | null; stake: number }) {
  const scope = fork({ values: [[$gameId, joined.gameId], [$betAmount, joined.stake]], handlers: [[navigateFx, vi.fn()]] });
  const root = createRootRoute();
  const game = createRoute({
    getParentRoute: () => root,
    path: '/gameWindow/$betAmount',
    params: { parse: ({ betAmount }) => ({ betAmount: Number(betAmount) }), stringify: ({ betAmount }) => ({ betAmount: String(betAmount) }) },
    component: function Game() {
      return <GameWindowPage betAmount={game.useParams().betAmount} />;
    },
  });
  const router = createRouter({ routeTree: root.addChildren([game]), history: createMemoryHistory({ initialEntries: [path] }) });
  await act(async () => {
    render(
      <Provider value={scope}>
        <RouterProvider router={router as never} />
      </Provider>,
    );
    await router.load();
  });
  return router;
}

/** Spec §2.9: the live game's address carries the stake of the game the player joined. */
describe('game window page', () => {
  test("an address with another stake than the joined game's is replaced by the game's own", async () => {
    const router = await openGameWindow('/gameWindow/20', { gameId: 'g1', stake: 10 });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/gameWindow/10'));
  });

  test("the joined game's own address stays", async () => {
    const router = await openGameWindow('/gameWindow/10', { gameId: 'g1', stake: 10 });
    expect(router.state.location.pathname).toBe('/gameWindow/10');
  });
});
