import { useEffect, useState } from 'react';

/**
 * A component whose module loads after the first paint instead of with the page (the Radix views of
 * the dialogs and the drawer). `preload()` starts the import once (a failed import is tried again on
 * the next call); `useView()` starts it when the caller mounts and returns the component once loaded,
 * null before (and for good when the chunk cannot load).
 */
export function createLazyView<View>(load: () => Promise<{ default: View }>): { preload(): Promise<View>; useView(): View | null } {
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
  function useView(): View | null {
    const [loaded, setLoaded] = useState<View | null>(() => view);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      preload().then(
        (v) => live && setLoaded(() => v),
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, [loaded]);
    return loaded;
  }
  return { preload, useView };
}
