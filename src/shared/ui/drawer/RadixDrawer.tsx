import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import * as css from './drawer.css';

/** The drawer itself (see `Drawer`), in its own chunk with Radix. */
export default function RadixDrawer({ open, onOpenChange, title, children }: { open: boolean; onOpenChange(open: boolean): void; title: string; children: ReactNode }) {
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
