import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { connectionStatus, getSocket, onConnected, onConnectionStatus, wasDisconnected, type ConnectionStatus } from '@/shared/socket';

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

/** Subscribes to the socket's status (model tests swap it to keep the real socket closed). */
export const connectionWatchFx = createEffect(() => {
  const onStatus = scopeBind(statusChanged, { safe: true });
  const onConnect = scopeBind(connected, { safe: true });
  onConnectionStatus(onStatus);
  onConnected(onConnect);
  getSocket();
  const now = connectionStatus();
  onStatus(now === 'connected' || !wasDisconnected() ? now : 'disconnected');
});

// When a screen that needs the socket opens for the first time, then watch the connection (once).
sample({ clock: connectionWatchStarted, source: $watching, filter: (w) => !w, target: connectionWatchFx });
$watching.on(connectionWatchFx.done, () => true);
