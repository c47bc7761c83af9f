import { createElement, useState, type ReactNode } from 'react';
import { createLazyView } from '@/shared/ui/lazy-view';

// the drawer's Radix view (Radix Dialog, ≈ 13 KB gzipped, shared with the dialogs): the first paint
// does not wait for it; a closed drawer starts loading it once the page is idle, before a player opens the menu
const radixView = createLazyView(() => import('./RadixDrawer'));

/**
 * A side drawer (Radix Dialog: focus trap, Escape and overlay close it, labelled by its title).
 * Used by the mobile navigation (spec §2.2). Its view loads after the first paint; a drawer opened
 * before that shows as soon as it has. Once shown it stays mounted, so closing keeps Radix's focus
 * return.
 */
export function Drawer(props: { open: boolean; onOpenChange(open: boolean): void; title: string; children: ReactNode }) {
  const View = radixView.useView({ idle: !props.open });
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  // the loaded view is a module's component, the same one on every render
  return View && opened ? createElement(View, props) : null;
}
