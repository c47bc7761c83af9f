import { createEffect } from 'effector';

/**
 * Navigation for models: the app registers its router once; effects navigate through it, so
 * models stay testable (tests replace `navigateFx` with a handler).
 */
interface Navigator {
  navigate(options: { to: string; search?: Record<string, string>; replace?: boolean }): unknown;
}
let navigator: Navigator | null = null;

export function registerNavigator(n: Navigator): void {
  navigator = n;
}

/** Goes to an app path, e.g. "/stake", "/gameWindow/10" or "/auth?notice=signup". */
export const navigateFx = createEffect((to: string) => {
  const [path, query] = to.split('?');
  const search = query ? Object.fromEntries(new URLSearchParams(query)) : undefined;
  void navigator?.navigate(search ? { to: path, search } : { to: path });
});
