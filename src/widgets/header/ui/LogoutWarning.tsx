import { m, useLanguage } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';

/**
 * Asked before a logout while the player has a money intent the server has not settled: it stays on
 * this phone for them and is checked again at their next login. Stay keeps the session; Logout ends it.
 */
export default function LogoutWarning({ onStay, onLogout }: { onStay(): void; onLogout(): void }) {
  useLanguage();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onStay()}
      title={m.account_logout_unconfirmed_title()}
      description={m.account_logout_unconfirmed_text()}
      actions={
        <>
          <Button tone="secondary" onClick={onStay}>
            {m.account_logout_stay()}
          </Button>
          <Button tone="danger" onClick={onLogout}>
            {m.account_logout()}
          </Button>
        </>
      }
    />
  );
}
