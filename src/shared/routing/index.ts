import { createEffect } from 'effector';

/**
 * Navigation for models: the app registers its router once; effects navigate through it, so
 * models stay testable (tests replace `navigateFx` with a handler).
 */
interface Navigator {
  navigate(options: { to: string; replace?: boolean }): unknown;
}
let navigator: Navigator | null = null;

export function registerNavigator(n: Navigator): void {
  navigator = n;
}

/** Goes to an app path, e.g. "/stake" or "/gameWindow/10". */
export const navigateFx = createEffect((to: string) => {
  void navigator?.navigate({ to });
});
