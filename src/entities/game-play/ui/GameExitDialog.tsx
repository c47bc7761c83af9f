import type { EventCallable, Store } from 'effector';
import { useUnit } from 'effector-react';
import { memo } from 'react';
import { useLanguage, type Message } from '@/shared/i18n';
import { ConfirmExitDialog } from '@/shared/ui/dialog';

/**
 * The "Confirm Exit" dialog of a game screen (spec §2.9 play again, §2.10 add boards) on the exit
 * units of `createGamePlay` (`exit`): the mode gives its texts and what confirming is called. A
 * memo: a call renders the screen again, not this dialog.
 * @param description, confirmLabel catalogue messages (worded in the current language)
 */
export const GameExitDialog = memo(function GameExitDialog(props: {
  exit: { $open: Store<boolean>; cancelled: EventCallable<void>; confirmed: EventCallable<void> };
  description: Message;
  confirmLabel: Message;
  confirmTone?: 'danger';
}) {
  const [open, cancel, confirm] = useUnit([props.exit.$open, props.exit.cancelled, props.exit.confirmed]);
  useLanguage();
  return <ConfirmExitDialog open={open} description={props.description()} confirmLabel={props.confirmLabel()} confirmTone={props.confirmTone} onCancel={cancel} onConfirm={confirm} />;
});
