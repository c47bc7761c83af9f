import { useUnit } from 'effector-react';
import { m, useLanguage } from '@/shared/i18n';
import { formatEtb } from '@/shared/lib/money';
import { useTelegramClosingConfirmation } from '@/shared/telegram/index.native';
import type { WalletIntent } from '@/entities/wallet/index.intents';
import { $unconfirmedIntents } from '../model/unconfirmed';
import * as css from './wallet.css';

/** How the list names one intent: "Transfer of 25.00 ETB to 0911000002" (ETB, two decimals). */
function intentName(intent: WalletIntent): string {
  const amount = formatEtb(intent.amount);
  switch (intent.kind) {
    case 'transfer':
      return m.wallet_unconfirmed_intent_transfer({ amount, receiver: intent.fields.receiver ?? '' });
    case 'withdraw':
      return m.wallet_unconfirmed_intent_withdrawal({ amount });
    case 'deposit':
      return m.wallet_unconfirmed_intent_deposit({ amount });
    case 'manualDeposit':
      return m.wallet_unconfirmed_intent_manual_deposit({ amount });
    case 'manualWithdraw':
      return m.wallet_unconfirmed_intent_manual_withdrawal({ amount });
  }
}

/** One line of the list: the intent and what the last ledger read showed (never "done" unless its entry is there). */
export function intentLine(intent: WalletIntent): string {
  const name = intentName(intent);
  switch (intent.status) {
    case 'shown':
      return m.wallet_unconfirmed_shown({ intent: name });
    case 'absent':
      return m.wallet_unconfirmed_absent({ intent: name });
    case 'untold':
      return m.wallet_unconfirmed_untold({
        intent: name,
        balance: intent.balance === null ? m.wallet_balance_unread() : m.wallet_balance_now({ amount: formatEtb(intent.balance) }),
      });
    default:
      return m.wallet_unconfirmed_checking({ intent: name });
  }
}

/**
 * The logged-in player's money intents the server has not answered (kept across reloads in
 * session storage), each with what the ledger shows; nothing when there are none. A polite live
 * region, so a screen reader hears "checking" turn into the outcome.
 */
export function UnconfirmedIntents() {
  useLanguage();
  const intents = useUnit($unconfirmedIntents);
  // inside Telegram, closing the Mini App with a money intent not confirmed asks first
  useTelegramClosingConfirmation(intents.length > 0);
  if (intents.length === 0) return null;
  return (
    <section className={css.unconfirmed} aria-labelledby="wallet-unconfirmed-title">
      <h2 id="wallet-unconfirmed-title" className={css.unconfirmedTitle}>
        {m.wallet_unconfirmed_title()}
      </h2>
      <ul className={css.unconfirmedList} aria-live="polite">
        {intents.map((intent) => (
          <li key={intent.key}>{intentLine(intent)}</li>
        ))}
      </ul>
    </section>
  );
}
