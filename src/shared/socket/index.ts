export {
  getSocket,
  currentSocket,
  waitForConnection,
  onConnectionStatus,
  socketListenerCount,
  connectionStatus,
  wasDisconnected,
  onConnected,
  disconnectSocket,
  connectSocket,
  UNAUTHORIZED,
} from './client';
export type { GameSocket, ConnectionStatus } from './client';
export { listen, emit, emitWithAck, emitConfirmed, onInvalidPayload, onUnreadableGameEvent, NotConnectedError, NotConfirmedError } from './events';
export type { Confirmation } from './events';
export { listenerCount } from './registry';
export type { ServerPayload, ClientPayload, ClientAck } from '@contracts/socket';
export { createListenerGroup } from './listener-group';
export { parseServerEvent, parseClientAck } from './parse';
export type { Parsed } from './parse';
export { createSubscription, route } from './subscription';
export type { Subscription } from './subscription';
export { createFakeServer } from './fake-server';
export { emitFx, emitWithAckFx, emitConfirmedFx, listenFx, waitForConnectionFx, disconnectSocketFx, watchConnectionFx } from './effects';
export type { EmitParams, ListenParams } from './effects';
export type { ListenThrough } from './listener-group';
