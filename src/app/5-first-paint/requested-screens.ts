// Apart from lazy-page.tsx: app.tsx (the app chunk, on the login page's first load) needs only this,
// not lazy-page's components and styles.

/** The screen modules requested and not yet settled (lazy-page.tsx adds each it starts). */
const requested = new Set<Promise<unknown>>();

/** Keeps `loading` among the requested screens until it settles. */
export function screenRequested(loading: Promise<unknown>): void {
  const settled: Promise<unknown> = loading.then(
    () => requested.delete(settled),
    () => requested.delete(settled),
  );
  requested.add(settled);
}

/**
 * Settles once every screen requested so far has loaded or failed: src/app/4-router/app.tsx waits for it before
 * the app's first commit replaces the prerendered shell, so a screen requested with its route chunk
 * (`withRoute`) paints in that commit instead of one frame after a fallback.
 */
export async function requestedScreens(): Promise<void> {
  await Promise.allSettled([...requested]);
}
