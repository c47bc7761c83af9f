import { useEffect, useState } from 'react';

/** Runs `run` once the main thread is idle (within 1 s), or soon where the browser cannot tell. @returns its cancel */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 1000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
}

/**
 * A component whose module loads after the first paint instead of with the page (the Radix views of
 * the dialogs and the drawer). `preload()` starts the import once (a failed import is tried again on
 * the next call); `useView()` starts it when the caller mounts and returns the component once loaded,
 * null before (and for good when the chunk cannot load). `useView({ idle: true })` starts it only once
 * the main thread is idle (a closed drawer or dialog, not needed before a tap): mounted with a page,
 * it would otherwise add the import's work to the page's first commit.
 */
export function createLazyView<View>(load: () => Promise<{ default: View }>): { preload(): Promise<View>; useView(options?: { idle?: boolean }): View | null } {
  let view: View | null = null;
  let loading: Promise<View> | null = null;
  function preload(): Promise<View> {
    loading ??= load().then(
      (module) => (view = module.default),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  }
  function useView({ idle = false }: { idle?: boolean } = {}): View | null {
    const [loaded, setLoaded] = useState<View | null>(() => view);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      const start = () =>
        void preload().then(
          (v) => live && setLoaded(() => v),
          () => undefined,
        );
      const cancel = idle ? whenIdle(start) : (start(), undefined);
      return () => {
        live = false;
        cancel?.();
      };
    }, [loaded, idle]);
    return loaded;
  }
  return { preload, useView };
}
