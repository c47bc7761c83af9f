import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * The app's one QueryClient. Its module loads with the first protected page (the player lists read
 * through Query; nothing on the login, signup or reset pages does), so TanStack Query is not part of
 * the first load. Route loaders reach it through the router context (`loadQueryClient`), effects
 * through the scope's `$queryClient`.
 */
export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000 } } });

/** Query's provider around the protected pages (src/app/routes/_protected.tsx). */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
