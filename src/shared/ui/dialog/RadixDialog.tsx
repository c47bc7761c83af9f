import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Phrase } from '@/shared/i18n';
import * as css from './dialog.css';

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}

/** The dialog itself (see `Dialog`), in its own chunk with Radix. */
export default function RadixDialogView({ open, onOpenChange, title, description, children, actions }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={css.overlay} />
        <RadixDialog.Content className={css.content} {...(description ? {} : { 'aria-describedby': undefined })}>
          <RadixDialog.Title className={css.title}>
            <Phrase>{title}</Phrase>
          </RadixDialog.Title>
          {description ? <RadixDialog.Description>{typeof description === 'string' ? <Phrase>{description}</Phrase> : description}</RadixDialog.Description> : null}
          {children}
          {actions ? <div className={css.actions}>{actions}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
