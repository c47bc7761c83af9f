import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { recentReports } from '@/shared/lib/report-error';
import { Route as rootRoute } from './routes/__root';

function Broken(): never {
  throw new Error('render failed');
}

describe('crash fallback wiring (spec §2.16, §8 "Uncaught render error")', () => {
  test('an uncaught render error on any page shows the crash screen of the app’s root route and is reported', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = createRoute({ getParentRoute: () => rootRoute, path: '/broken', component: Broken });
    const router = createRouter({
      routeTree: rootRoute.addChildren([broken]),
      history: createMemoryHistory({ initialEntries: ['/broken'] }),
      context: { scope: fork(), loadQueryClient: async () => new QueryClient() },
    });
    await act(async () => {
      render(<RouterProvider router={router as never} />);
      await router.load();
    });
    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeTruthy();
    expect(screen.getByText("Don't worry, these things happen. Let's get you back on track.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Home' })).toBeTruthy();
    // and it is reported to us, though the crash screen caught it
    expect(recentReports().filter((r) => r.kind === 'render').map((r) => r.message)).toEqual(['render failed']);
    vi.restoreAllMocks();
  });
});
