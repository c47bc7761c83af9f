/**
 * Renders a component the way the app does (src/app/4-router/app.tsx): inside a forked effector scope
 * (`values`, `handlers` as for `fork`) and a QueryClientProvider with a fresh QueryClient whose
 * queries never retry. HTTP goes to the MSW server of ./http-server (imported here, so a component
 * test gets it too). The components under test take callbacks for navigation, so no router is
 * mounted. Returns testing-library's result plus the scope and the client.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { fork, type Effect, type Scope, type StoreWritable } from 'effector';
import { Provider } from 'effector-react';
import type { ReactElement } from 'react';
import './http-server';

/** `fork`'s own config (its first overload; Parameters<> would take the legacy one). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- units of any type, as fork takes them
type ForkConfig = { values?: Array<[StoreWritable<any>, any]>; handlers?: Array<[Effect<any, any, any>, (...args: any[]) => any]> };

export interface AppOptions {
  values?: ForkConfig['values'];
  handlers?: ForkConfig['handlers'];
  /** A scope the test made and prepared itself (then `values` and `handlers` are not used). */
  scope?: Scope;
  /** A QueryClient the test prepared (e.g. with what a route loader read); a fresh one otherwise. */
  queryClient?: QueryClient;
}

export function renderWithApp(
  ui: ReactElement,
  { values, handlers, scope = fork({ values, handlers }), queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }) }: AppOptions = {},
) {
  const view = render(
    <Provider value={scope}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </Provider>,
  );
  return { ...view, scope, queryClient };
}
