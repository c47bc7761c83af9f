import { createStore } from 'effector';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The app's TanStack QueryClient inside the effector scope: the app forks its scope with it, so
 * effects reach Query (e.g. `ensureQueryData`) without importing the app layer (house style "Data
 * ownership"). Null in a scope forked without it; tests swap the effects that read it instead.
 */
export const $queryClient = createStore<QueryClient | null>(null, { serialize: 'ignore' });
