import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import * as css from './drawer.css';

/**
 * A side drawer (Radix Dialog: focus trap, Escape and overlay close it, labelled by its title).
 * Used by the mobile navigation (spec §2.2).
 */
export function Drawer({ open, onOpenChange, title, children }: { open: boolean; onOpenChange(open: boolean): void; title: string; children: ReactNode }) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={css.overlay} />
        <RadixDialog.Content className={css.panel} aria-describedby={undefined}>
          <RadixDialog.Title className={css.title}>{title}</RadixDialog.Title>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
