import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { pageStyle } from '@/shared/ui/page';
import { TelegramVerticalSwipesOff } from '@/shared/telegram/index.native';
import { FirstPaintSettled } from './first-paint-settled';
import { screenRequested } from './requested-screens';

/**
 * The first look of a logged-in page before its screen: a busy `main` with the page's heading (or
 * none). lazyPage's pages render it until their screen arrives, and the build-time prerender of the
 * logged-in shell (../0-prerender/prerender.tsx) renders it into index.html, so both look the same.
 */
export function PageShell({ heading }: { heading?: ReactNode }) {
  return (
    <main className={pageStyle} aria-busy="true">
      {heading}
    </main>
  );
}

/** A screen's children as they are, for a screen that restores nothing on mount. */
function Passthrough({ children }: { children: ReactNode }) {
  return children;
}

/** Whether a logged-in page has painted in this document (then a screen loads as soon as its route chunk runs). */
let appPainted = false;

/** Tells the lazy pages that the logged-in layout has rendered (the `/_protected` layout calls it once mounted). */
export function markLayoutPainted(): void {
  appPainted = true;
}

/**
 * A logged-in page whose screen module loads after the page's first paint instead of before it: the
 * shell — the `/_protected` header (balance, menu) and a busy `main` with the page's heading — paints
 * with the route chunks alone, and the screen's code (the socket and its contract validators, the
 * page's features) is requested only then, so on a slow link it does not share the bandwidth of what
 * the first paint needs. Later in the session the screen loads as soon as the route chunk runs (the
 * router loads it on an intent to navigate), so an in-app navigation renders it without the shell.
 * A screen module that cannot load reaches the route's error boundary, as a route chunk would.
 * @param load the page slice's import, resolving to its page component
 * @param heading the page's own heading, rendered by the shell exactly as the page renders it
 *   (nothing for a page without one)
 * @param options.withRoute request the screen with the route chunk even on a first load (src/app/2-early-read/first-route.ts
 *   starts it beside the app chunk): for a small screen without the socket whose own content is the page's
 *   largest, which would otherwise wait one more round trip
 * @param options.reads starts the screen's first reads beside its code (src/app/2-early-read/early-read.ts `startEarlyRead`),
 *   so the screen renders with its data instead of a placeholder that the data then resizes
 * @param options.swipesOff inside Telegram, vertical swipes stay off from the page's first render (a game
 *   or a board picker): the screen turns them off too, but only once it has loaded
 * @param options.restores the screen puts back what it had when it mounts (a scheduled game the details
 *   already read, a board picker the board list it holds): its first paint waits for that (FirstPaintSettled), at the price of one more
 *   render in the commit's task. Other screens paint at once; their mount's reads and the re-render they
 *   ask for run in the passive effects' own task, so no single task holds both.
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  heading?: () => ReactNode,
  options: { withRoute?: boolean; reads?: () => void; swipesOff?: boolean; restores?: boolean } = {},
): (props: P) => ReactElement {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => {
    if (loading) return loading;
    options.reads?.();
    loading = load().then((component) => {
      loaded = component;
      return { default: component };
    });
    screenRequested(loading);
    return loading;
  };
  // later in the session (the route chunk runs on an intent to navigate): load the screen now
  if (appPainted || options.withRoute) start().catch(() => undefined);
  const Screen = lazy(start) as unknown as ComponentType<P>;
  const Shell = () => <PageShell heading={heading?.()} />;
  const Settled = options.restores ? FirstPaintSettled : Passthrough;
  return function LazyPage(props: P) {
    // chosen once per mount: switching from the lazy wrapper to the component would remount the screen
    const [View] = useState(() => loaded);
    // a screen already requested renders in the shell's Suspense as soon as it arrives
    const [painted, setPainted] = useState(() => loading !== null);
    useEffect(() => {
      appPainted = true;
      if (View) return;
      // the screen's import starts once the next frame has painted the shell
      let timer: ReturnType<typeof setTimeout> | undefined;
      const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true))));
      return () => {
        cancelAnimationFrame(frame);
        clearTimeout(timer);
      };
    }, [View]);
    const swipesOff = options.swipesOff ? <TelegramVerticalSwipesOff /> : null;
    // a restoring screen's first paint shows what its mount restored (FirstPaintSettled), not a frame before it
    if (View)
      return (
        <Settled>
          {swipesOff}
          <View {...props} />
        </Settled>
      );
    if (!painted)
      return (
        <>
          {swipesOff}
          <Shell />
        </>
      );
    return (
      <>
        {swipesOff}
        <Suspense fallback={<Shell />}>
          <Settled>
            <Screen {...props} />
          </Settled>
        </Suspense>
      </>
    );
  };
}
