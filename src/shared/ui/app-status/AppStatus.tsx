import { OFFLINE_TEXT, UPDATE_READY_TEXT } from '@/shared/config';
import { useOnline } from '@/shared/lib/network';
import { Button } from '../button';
import * as css from './app-status.css';
import { m, useLanguage } from '@/shared/i18n';

/**
 * A banner with OFFLINE_TEXT while the browser reports no network; the page under it stays usable
 * (the socket and the reads come back by themselves). A live region, present from the start so
 * screen readers announce the change.
 */
export function OfflineNotice() {
  const online = useOnline();
  useLanguage();
  return (
    <div role="status" aria-live="polite" className={online ? undefined : css.offlineBanner}>
      {online ? null : OFFLINE_TEXT()}
    </div>
  );
}

/**
 * The whole screen when a page cannot be shown because the device is offline (a page's code not
 * downloaded yet): OFFLINE_TEXT and a Reload button (`onReload`, location.reload() by default).
 */
export function OfflineScreen({ onReload = () => window.location.reload() }: { onReload?: () => void }) {
  useLanguage();
  return (
    <main role="alert" className={css.offlineScreen}>
      <p>{OFFLINE_TEXT()}</p>
      <Button onClick={onReload}>{m.common_reload()}</Button>
    </main>
  );
}

/**
 * "A new version is ready" with a Reload button, shown while `open`: a newer deployment waits and
 * only the player's press (`onReload`) switches to it, never a reload on its own mid-game. A
 * polite live region that does not take the focus; the button is in the tab order.
 */
export function UpdatePrompt({ open, onReload }: { open: boolean; onReload: () => void }) {
  useLanguage();
  return (
    <div role="status" aria-live="polite">
      {open ? (
        <div className={css.updatePrompt}>
          <span>{UPDATE_READY_TEXT()}</span>
          <Button onClick={onReload}>{m.common_reload()}</Button>
        </div>
      ) : null}
    </div>
  );
}
