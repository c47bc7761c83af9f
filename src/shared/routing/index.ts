import { createEffect } from 'effector';
import type { NavigateOptions, RegisteredRouter } from '@tanstack/react-router';

/**
 * Every path of the app's route tree: the app registers its router's type once (src/app/4-router/router.ts).
 * A program without the app (a test compiled on its own) sees no registered tree: any path then.
 */
type RegisteredPaths = RegisteredRouter['routeTree']['types']['fileRouteTypes']['to'];
type AppPath = 0 extends 1 & RegisteredPaths ? string : RegisteredPaths;

/**
 * A typed navigation target: a route path of the app with that route's own `params` and `search`,
 * checked against the generated route tree, e.g. `{ to: '/stake' }`,
 * `{ to: '/gameWindow/$betAmount', params: { betAmount: 10 } }` or
 * `{ to: '/auth', search: { notice: 'signup' } }`. `shared` never imports the app: the types come
 * from the router library, which the app's `Register` declaration makes know the route tree.
 */
export type NavigateTarget = { [To in AppPath]: NavigateOptions<RegisteredRouter, '/', To> & { to: To } }[AppPath];

/**
 * A place inside the app recorded as a path while the player was elsewhere (the guard's
 * `?redirect=`, spec §2.1), e.g. `{ href: '/stake' }`. The caller has checked it is in-app: it starts
 * with one `/` (no scheme, no host).
 */
export interface RecordedPlace {
  href: string;
}

let navigator: Pick<RegisteredRouter, 'navigate'> | null = null;

/** The app registers its router once; effects navigate through it. */
export function registerNavigator(n: Pick<RegisteredRouter, 'navigate'>): void {
  navigator = n;
}

/** Goes to a route of the app (typed path, params and search) or to a recorded place; tests replace it in `fork({ handlers })`. */
export const navigateFx = createEffect((target: NavigateTarget | RecordedPlace) => {
  void navigator?.navigate(target as NavigateOptions);
});

export type { LandingPagePath, LoggedInPagePath, MenuPagePath, PageId } from './pages';
