import { useUnit } from 'effector-react';
import { useId } from 'react';
import { m, useLanguage } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { showSnackbarFx } from '@/shared/ui/snackbar';
import { $receivingAccounts } from '../model/receiving-accounts';
import * as css from './wallet.css';

/** How long "Number copied" shows, ms (as the invite code's copy confirmation). */
const COPIED_MS = 2000;

/**
 * Where to send a manual deposit (spec §2.13 manual deposit; the proposed receiving-accounts call):
 * each partner account's provider, number (with a copy button) and account name. Nothing while the
 * answer is on its way or when the server offers none: the tab's own text still says what to do.
 */
export function ReceivingAccounts() {
  const [data, showSnackbar] = useUnit([$receivingAccounts, showSnackbarFx]);
  const titleId = useId();
  useLanguage();
  if (data.length === 0) return null;
  const copy = async (number: string) => {
    try {
      await navigator.clipboard.writeText(number);
      void showSnackbar({ kind: 'success', message: m.wallet_number_copied, durationMs: COPIED_MS });
    } catch {
      void showSnackbar({ kind: 'error', message: m.wallet_copy_failed, durationMs: COPIED_MS });
    }
  };
  return (
    <section className={css.accounts} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.accountsTitle}>
        {m.wallet_send_to_title()}
      </h2>
      <ul className={css.accountList}>
        {data.map((a) => (
          <li key={`${a.provider}-${a.account_number}`} className={css.account}>
            <span className={css.accountProvider}>{a.provider}</span>
            <span className={css.accountNumber} data-testid="receiving-account-number">
              {a.account_number}
            </span>
            {a.account_name ? <span className={css.accountName}>{m.wallet_account_name({ name: a.account_name })}</span> : null}
            <Button tone="secondary" className={css.copyButton} aria-label={m.wallet_copy_number_of({ provider: a.provider, number: a.account_number })} onClick={() => void copy(a.account_number)}>
              {m.wallet_copy_number()}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
