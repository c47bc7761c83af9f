import { m, useLanguage } from '@/shared/i18n';
import { InvitePanel } from '@/features/invite';
import { pageStyle } from '@/shared/ui/page';

/** `/invite` (spec §2.16, §9). */
export function InvitePage() {
  useLanguage();
  return (
    <main className={pageStyle}>
      <h1>{m.account_invite_title()}</h1>
      <InvitePanel />
    </main>
  );
}
