import { useEffect, useState } from 'react';
import type RadixDialogView from './RadixDialog';
import type { DialogProps } from './RadixDialog';

type View = typeof RadixDialogView;
let view: View | null = null;
let loading: Promise<View> | null = null;

/**
 * Loads the dialog's Radix view (≈ 14 KB gzipped with Radix) once. A page's first paint does not
 * wait for it: every `Dialog` starts it when it mounts, so it is there before a player can open one.
 * @returns the view; rejects when its chunk cannot load (the next call tries again)
 */
export function preloadDialog(): Promise<View> {
  loading ??= import('./RadixDialog').then(
    (module) => (view = module.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Accessible modal dialog (Radix): focus trap, Escape closes, labelled by its title. Renders once
 * its view has loaded (see `preloadDialog`); a dialog opened before that shows as soon as it has.
 */
export function Dialog(props: DialogProps) {
  const [View, setView] = useState<View | null>(() => view);
  useEffect(() => {
    if (View) return;
    let live = true;
    preloadDialog().then(
      (loaded) => live && setView(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [View]);
  return View ? <View {...props} /> : null;
}
