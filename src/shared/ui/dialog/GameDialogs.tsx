import { useEffect, type ReactNode } from 'react';
import { shareInTelegram, telegramHaptic, useInsideTelegram } from '@/shared/telegram/index.native';
import { m, useLanguage } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { Dialog } from './Dialog';
import * as css from './dialog.css';

/**
 * "Confirm Exit" of the game screens (spec §2.9, §2.10): the description, Cancel, and the action
 * that leaves. Closing the dialog counts as Cancel.
 */
export function ConfirmExitDialog(props: {
  open: boolean;
  description: string;
  confirmLabel: string;
  confirmTone?: 'danger';
  onCancel(): void;
  onConfirm(): void;
}) {
  useLanguage();
  return (
    <Dialog
      open={props.open}
      onOpenChange={(o) => !o && props.onCancel()}
      title={m.game_confirm_exit()}
      description={props.description}
      actions={
        <>
          <Button tone="secondary" onClick={props.onCancel}>
            {m.game_cancel()}
          </Button>
          <Button tone={props.confirmTone} onClick={props.onConfirm}>
            {props.confirmLabel}
          </Button>
        </>
      }
    />
  );
}

/**
 * The winner modal's shell (spec §2.9, §2.11): titled "BINGO!", the server's message first, then
 * what the game mode shows (`children`); closing it calls `onClose`. `shareUrl`: the player's
 * invite link when the win is theirs; inside Telegram they can then share the win to a chat with
 * Telegram's share sheet (null or absent: another player's win, no button).
 */
export function WinnerDialog({ message, onClose, actions, children, shareUrl }: { message: string; onClose(): void; actions: ReactNode; children?: ReactNode; shareUrl?: string | null }) {
  useLanguage();
  const inTelegram = useInsideTelegram();
  // inside Telegram a win is felt too
  useEffect(() => telegramHaptic('win'), []);
  const share = () => shareInTelegram(shareUrl!, m.game_share_win_text());
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={m.game_bingo_title()} actions={actions}>
      <p className={css.message}>{message}</p>
      {shareUrl && inTelegram ? (
        <Button tone="secondary" wide onClick={share}>
          {m.game_share_win()}
        </Button>
      ) : null}
      {children}
    </Dialog>
  );
}
