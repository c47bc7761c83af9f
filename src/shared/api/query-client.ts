import { createEvent, createStore } from 'effector';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The app's TanStack QueryClient inside the effector scope: the app puts it there when it loads it
 * (with the first protected page), so effects reach Query (e.g. `ensureQueryData`) without importing
 * the app layer (house style "Data ownership"). Null until then and in a scope forked without it;
 * tests swap the effects that read it instead.
 */
export const $queryClient = createStore<QueryClient | null>(null, { serialize: 'ignore' });

/** The app's QueryClient was loaded: it becomes `$queryClient`. */
export const queryClientLoaded = createEvent<QueryClient>();
$queryClient.on(queryClientLoaded, (_, client) => client);
