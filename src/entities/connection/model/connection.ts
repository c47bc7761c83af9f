import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { watchConnectionFx, type ConnectionStatus } from '@/shared/socket';

/**
 * The socket connection as the player sees it (spec §4 "Socket connection": connecting, connected,
 * disconnected; §8 "Disconnect → Reconnecting..."). Fed by `shared/socket`; the game screens
 * start the watch when they open. `connected` fires on every (re)connect so models can rejoin.
 */
export const connectionWatchStarted = createEvent();
/** Every connect of the socket, the first one and each one after a drop. */
export const connected = createEvent();
const statusChanged = createEvent<ConnectionStatus>();

export const $connectionStatus = createStore<ConnectionStatus>('disconnected').on(statusChanged, (_, s) => s);
/** True from a lost connection until the next connect (also after a reload that followed a drop). */
export const $reconnecting = createStore(false)
  .on(statusChanged, (was, s) => (s === 'connected' ? false : s === 'disconnected' ? true : was));
const $watching = createStore(false, { serialize: 'ignore' });

/**
 * Subscribes to the socket's status through `watchConnectionFx`; model tests swap either (this one
 * to keep the real socket closed, that one to play the connection).
 */
export const connectionWatchFx = createEffect(async () => {
  const onStatus = scopeBind(statusChanged, { safe: true });
  const onConnect = scopeBind(connected, { safe: true });
  const now = await watchConnectionFx({ onStatus, onConnect });
  // a reload after a drop starts as disconnected until the socket connects (spec §4)
  onStatus(now.status === 'connected' || !now.wasDisconnected ? now.status : 'disconnected');
});
/** True once the socket exists ("No socket" of spec §5 is the opposite): the watch creates it. */
export const $hasSocket = createStore(false, { serialize: 'ignore' }).on(connectionWatchFx.done, () => true);

// When a screen that needs the socket opens for the first time, then watch the connection (once).
sample({ clock: connectionWatchStarted, source: $watching, filter: (w) => !w, target: connectionWatchFx });
// set when the watch starts: it resolves after the socket's answer, and a second start must not watch twice
$watching.on(connectionWatchFx, () => true).reset(connectionWatchFx.fail);
