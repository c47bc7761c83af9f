import { lazy, Suspense, useState, type ReactNode } from 'react';

// Radix Dialog (≈ 13 KB gzipped) loads when the drawer first opens, not with every logged-in page
const RadixDrawer = lazy(() => import('./RadixDrawer'));

/**
 * A side drawer (Radix Dialog: focus trap, Escape and overlay close it, labelled by its title).
 * Used by the mobile navigation (spec §2.2). Nothing is rendered (and Radix is not loaded) until it
 * first opens; after that it stays mounted, so closing keeps Radix's focus return.
 */
export function Drawer(props: { open: boolean; onOpenChange(open: boolean): void; title: string; children: ReactNode }) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <RadixDrawer {...props} />
    </Suspense>
  );
}
