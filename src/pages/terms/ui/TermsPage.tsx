import { m, useLanguage } from '@/shared/i18n';
import { formatWholeBirr } from '@/shared/lib/money';
import { pageStyle } from '@/shared/ui/page';

/** Spec §9 figures shown on the terms page (ETB). */
export const TERMS = { minDeposit: 50, maxDailyDeposit: 10_000, minWithdrawal: 100, maxDailyWithdrawal: 1_000, processingHours: 24, inviteReward: 10 } as const;

// amounts keep Latin digits with a thousands comma in every language, as Ethiopian banks print them
const amount = formatWholeBirr;

/** `/terms` (spec §2.16): terms and conditions with the limits of spec §9. */
export function TermsPage() {
  useLanguage();
  return (
    <main className={pageStyle}>
      <h1>{m.account_terms_title()}</h1>
      <section aria-labelledby="money">
        <h2 id="money">{m.account_terms_money()}</h2>
        <ul>
          <li>{m.account_terms_min_deposit({ amount: amount(TERMS.minDeposit) })}</li>
          <li>{m.account_terms_max_deposit({ amount: amount(TERMS.maxDailyDeposit) })}</li>
          <li>{m.account_terms_min_withdrawal({ amount: amount(TERMS.minWithdrawal) })}</li>
          <li>{m.account_terms_max_withdrawal({ amount: amount(TERMS.maxDailyWithdrawal) })}</li>
          <li>{m.account_terms_processing({ hours: TERMS.processingHours })}</li>
          <li>{m.account_terms_currency()}</li>
        </ul>
      </section>
      <section aria-labelledby="play">
        <h2 id="play">{m.account_terms_playing()}</h2>
        <ul>
          <li>{m.account_terms_two_boards()}</li>
          <li>{m.account_terms_last_call()}</li>
          <li>{m.account_terms_leaving()}</li>
        </ul>
      </section>
      <section aria-labelledby="referral">
        <h2 id="referral">{m.account_terms_referrals()}</h2>
        <ul>
          <li>{m.account_terms_invite_reward({ amount: TERMS.inviteReward })}</li>
          <li>{m.account_terms_credited()}</li>
          <li>{m.account_terms_play_only()}</li>
        </ul>
      </section>
    </main>
  );
}
