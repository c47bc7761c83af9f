import { useUnit } from 'effector-react';
import { GAME_MESSAGES } from '@/shared/config/index.game-messages';
import { m, useLanguage, type Message } from '@/shared/i18n';
import { $connectionStatus, $reconnecting } from '../model/connection';
import * as css from './connection.css';

const STATUS_TEXT: Record<'connecting' | 'connected' | 'disconnected', Message> = {
  connecting: m.game_connection_connecting,
  connected: m.game_connection_connected,
  disconnected: m.game_connection_disconnected,
};

/**
 * The connection state on a game screen (spec §4: connecting, connected, disconnected; §8
 * "Disconnect → Reconnecting..."): a small dot with the state's name, and "Reconnecting..." in a
 * banner drawn over the top of the viewport while a lost connection comes back. A live region, so
 * screen readers hear it; the screen under it keeps its place (the banner takes no room in the flow).
 */
export function ConnectionBanner() {
  const [status, reconnecting] = useUnit([$connectionStatus, $reconnecting]);
  useLanguage();
  return (
    <>
      <p className={css.chip} data-connection={status}>
        <span className={`${css.dot} ${css.dotColor[status]}`} aria-hidden="true" />
        {STATUS_TEXT[status]()}
      </p>
      <div role="status" aria-live="polite" className={reconnecting ? css.banner : undefined}>
        {reconnecting ? GAME_MESSAGES.reconnecting() : null}
      </div>
    </>
  );
}
