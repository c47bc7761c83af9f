import { InvitePanel } from '@/features/invite';
import { pageStyle } from '@/shared/ui/page';

/** `/invite` (spec §2.16, §9). */
export function InvitePage() {
  return (
    <main className={pageStyle}>
      <h1>Invite Friends</h1>
      <InvitePanel />
    </main>
  );
}
