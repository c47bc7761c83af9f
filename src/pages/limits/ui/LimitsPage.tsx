import { LimitsForm } from '@/features/limits';
import { m, useLanguage } from '@/shared/i18n';
import { pageStyle } from '@/shared/ui/page';

/** `/limits` (responsible play, ours; linked from the profile and the drawer): daily limits and a break. */
export function LimitsPage() {
  useLanguage();
  return (
    <main className={pageStyle}>
      <h1>{m.account_limits_title()}</h1>
      <LimitsForm />
    </main>
  );
}
