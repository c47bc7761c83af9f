import { useUnit } from 'effector-react';
import { MESSAGES } from '@/shared/config';
import { $connectionStatus, $reconnecting } from '../model/connection';
import * as css from './connection.css';

/**
 * The connection state on a game screen (spec §4, §8): "Reconnecting..." while a lost connection
 * comes back. A live region, so screen readers hear it; the screen under it stays as it was.
 */
export function ConnectionBanner() {
  const [status, reconnecting] = useUnit([$connectionStatus, $reconnecting]);
  return (
    <div role="status" aria-live="polite" data-connection={status} className={reconnecting ? css.banner : undefined}>
      {reconnecting ? MESSAGES.reconnecting : null}
    </div>
  );
}
