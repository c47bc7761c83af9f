import { createElement } from 'react';
import { createLazyView } from '@/shared/ui/lazy-view';
import type { DialogProps } from './RadixDialog';

// the dialog's Radix view (≈ 14 KB gzipped with Radix): a page's first paint does not wait for it;
// every closed `Dialog` starts loading it once the page is idle after it mounts, so it is there before a player can open one
const radixView = createLazyView(() => import('./RadixDialog'));

/**
 * Loads the dialog's Radix view once.
 * @returns the view; rejects when its chunk cannot load (the next call tries again)
 */
export const preloadDialog = radixView.preload;

/**
 * Accessible modal dialog (Radix): focus trap, Escape closes, labelled by its title. Renders once
 * its view has loaded (see `preloadDialog`); a dialog opened before that shows as soon as it has.
 */
export function Dialog(props: DialogProps) {
  const View = radixView.useView({ idle: !props.open });
  // the loaded view is a module's component, the same one on every render
  return View ? createElement(View, props) : null;
}
