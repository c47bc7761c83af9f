import { useContext, useId, useState } from 'react';
import { QueryClientContext, useQuery, useQueryClient } from '@tanstack/react-query';
import { isNotOffered, telegramUnlink, type LinkedTelegram as Linked } from '@/shared/api/index.linked-telegram';
import { m, useLanguage } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { linkedTelegramQuery } from '../api/linked-telegram';
import * as css from './linked-telegram.css';

/** "Abebe (@abebe_demo)", or the first name alone. */
const nameOf = (user: Linked) => (user.username ? `${user.firstName} (@${user.username})` : user.firstName);

/**
 * The profile's Telegram line (proposed, beside spec §2.16): "Telegram: Abebe (@abebe_demo)" with
 * Unlink when a Telegram user is linked to the account, nothing otherwise. Unlink asks first (a
 * dialog), is disabled while the request runs, shows the server's error, and on success the line
 * gives way to a short confirmation. A server without the proposed call (404/501) is told as such.
 */
export function LinkedTelegram({ phone }: { phone: string }) {
  // the page's build-time prerender has no QueryClient (nor a player): the line comes with the app
  return useContext(QueryClientContext) ? <TelegramLine phone={phone} /> : null;
}

function TelegramLine({ phone }: { phone: string }) {
  useLanguage();
  const queryClient = useQueryClient();
  const query = linkedTelegramQuery(phone);
  const { data: linked } = useQuery({ ...query, enabled: phone !== '' });
  const [confirming, setConfirming] = useState(false);
  const errorId = useId();
  // one request, its state kept here: Query's mutation code would load with every logged-in page
  const [unlink, setUnlink] = useState<{ isPending: boolean; isSuccess: boolean; error: Error | null }>({ isPending: false, isSuccess: false, error: null });
  const unlinkNow = () => {
    if (unlink.isPending) return;
    setUnlink({ isPending: true, isSuccess: false, error: null });
    telegramUnlink().then(
      () => {
        queryClient.setQueryData(query.queryKey, null);
        setUnlink({ isPending: false, isSuccess: true, error: null });
        setConfirming(false);
      },
      (error: unknown) => {
        setUnlink({ isPending: false, isSuccess: false, error: error instanceof Error ? error : new Error(String(error)) });
        setConfirming(false);
      },
    );
  };

  if (unlink.isSuccess && !linked) {
    return (
      <p role="status" className={css.line}>
        {m.account_telegram_unlinked()}
      </p>
    );
  }
  if (!linked) return null;
  const name = nameOf(linked);
  const error = unlink.error ? (isNotOffered(unlink.error) ? m.account_telegram_unlink_not_offered() : unlink.error.message) : null;
  return (
    <section className={css.line} aria-label={m.account_telegram_linked({ name })}>
      <p>{m.account_telegram_linked({ name })}</p>
      <Button tone="secondary" disabled={unlink.isPending} aria-describedby={error ? errorId : undefined} onClick={() => setConfirming(true)}>
        {unlink.isPending ? m.account_telegram_unlinking() : m.account_telegram_unlink()}
      </Button>
      {error ? (
        <p id={errorId} role="alert" className={css.error}>
          {error}
        </p>
      ) : null}
      <Dialog
        open={confirming}
        onOpenChange={(open) => !open && !unlink.isPending && setConfirming(false)}
        title={m.account_telegram_unlink_title()}
        description={m.account_telegram_unlink_text({ name })}
        actions={
          <>
            <Button tone="secondary" disabled={unlink.isPending} onClick={() => setConfirming(false)}>
              {m.account_telegram_unlink_cancel()}
            </Button>
            <Button tone="danger" disabled={unlink.isPending} onClick={unlinkNow}>
              {unlink.isPending ? m.account_telegram_unlinking() : m.account_telegram_unlink()}
            </Button>
          </>
        }
      />
    </section>
  );
}
