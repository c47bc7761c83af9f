import { pageStyle } from '@/shared/ui/page';

/** Spec §9 figures shown on the terms page (ETB). */
export const TERMS = { minDeposit: 50, maxDailyDeposit: 10_000, minWithdrawal: 100, maxDailyWithdrawal: 1_000, processingHours: 24, inviteReward: 10 } as const;

/** `/terms` (spec §2.16): terms and conditions with the limits of spec §9. */
export function TermsPage() {
  return (
    <main className={pageStyle}>
      <h1>Terms and Conditions</h1>
      <section aria-labelledby="money">
        <h2 id="money">Deposits and withdrawals</h2>
        <ul>
          <li>Minimum deposit: {TERMS.minDeposit} birr.</li>
          <li>Maximum daily deposit: {TERMS.maxDailyDeposit.toLocaleString('en-US')} birr.</li>
          <li>Minimum withdrawal: {TERMS.minWithdrawal} birr.</li>
          <li>Maximum daily withdrawal: {TERMS.maxDailyWithdrawal.toLocaleString('en-US')} birr.</li>
          <li>Withdrawals are processed within up to {TERMS.processingHours} hours.</li>
          <li>All amounts are in Ethiopian birr (ETB).</li>
        </ul>
      </section>
      <section aria-labelledby="play">
        <h2 id="play">Playing</h2>
        <ul>
          <li>At most 2 boards per player per game.</li>
          <li>A win counts only when the last called number completes the pattern (otherwise it is a Bad Bingo).</li>
          <li>Leaving a game after it starts may forfeit the stake.</li>
        </ul>
      </section>
      <section aria-labelledby="referral">
        <h2 id="referral">Referrals</h2>
        <ul>
          <li>The inviter earns {TERMS.inviteReward} birr game credit; the friend gets a welcome bonus.</li>
          <li>Rewards are credited after the friend&apos;s first login.</li>
          <li>Invite credit is play-only and cannot be withdrawn.</li>
        </ul>
      </section>
    </main>
  );
}
