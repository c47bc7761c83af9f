import { lazy, Suspense, useState, type ComponentType, type ReactElement } from 'react';
import { pageStyle } from '@/shared/ui/page';

/**
 * A logged-in page whose screen module loads beside its route's chunk instead of inside it: the
 * page's shell — the `/_protected` header and an empty, busy `main` — paints without waiting for
 * the screen's code (the socket and its contract validators, the page's features). The import starts
 * when `lazyPage` is called, i.e. when the route's chunk runs (the router loads it on an intent to
 * navigate); a first load starts it even earlier, beside the app chunk (src/app/first-route.ts).
 * A screen already loaded renders at once, without a frame of the shell. A screen module that
 * cannot load reaches the route's error boundary, as a route chunk would.
 * @param load the page slice's import, resolving to its page component
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => ReactElement {
  let loaded: ComponentType<P> | null = null;
  const loading = load().then((component) => {
    loaded = component;
    return { default: component };
  });
  // the failure is shown when the page renders (React.lazy rethrows it); not an unhandled rejection before
  loading.catch(() => undefined);
  const Screen = lazy(() => loading) as unknown as ComponentType<P>;
  return function LazyPage(props: P) {
    // chosen once per mount: switching from the lazy wrapper to the component would remount the screen
    const [View] = useState(() => loaded ?? Screen);
    return (
      <Suspense fallback={<main className={pageStyle} aria-busy="true" />}>
        <View {...props} />
      </Suspense>
    );
  };
}
