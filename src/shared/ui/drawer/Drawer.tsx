import { useEffect, useState, type ReactNode } from 'react';
import type RadixDrawerView from './RadixDrawer';

type View = typeof RadixDrawerView;
let view: View | null = null;
let loading: Promise<View> | null = null;

/**
 * Loads the drawer's Radix view (Radix Dialog, ≈ 13 KB gzipped, shared with the dialogs) once. The
 * first paint does not wait for it: the drawer starts it when it mounts, so it is there before a
 * player opens the menu.
 * @returns the view; rejects when its chunk cannot load (the next call tries again)
 */
export function preloadDrawer(): Promise<View> {
  loading ??= import('./RadixDrawer').then(
    (module) => (view = module.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * A side drawer (Radix Dialog: focus trap, Escape and overlay close it, labelled by its title).
 * Used by the mobile navigation (spec §2.2). Its view loads after the first paint (see
 * `preloadDrawer`); a drawer opened before that shows as soon as it has. Once shown it stays
 * mounted, so closing keeps Radix's focus return.
 */
export function Drawer(props: { open: boolean; onOpenChange(open: boolean): void; title: string; children: ReactNode }) {
  const [View, setView] = useState<View | null>(() => view);
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  useEffect(() => {
    if (View) return;
    let live = true;
    preloadDrawer().then(
      (loaded) => live && setView(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [View]);
  return View && opened ? <View {...props} /> : null;
}
