export {
  getSocket,
  currentSocket,
  listen,
  emit,
  emitWithAck,
  waitForConnection,
  onConnectionStatus,
  onInvalidPayload,
  onUnreadableGameEvent,
  listenerCount,
  socketListenerCount,
  connectionStatus,
  wasDisconnected,
  onConnected,
  disconnectSocket,
  connectSocket,
  emitConfirmed,
  NotConnectedError,
  NotConfirmedError,
  UNAUTHORIZED,
} from './client';
export type { GameSocket, ConnectionStatus, Confirmation } from './client';
export type { ServerPayload, ClientPayload } from '@contracts/socket';
export { createListenerGroup } from './listener-group';
export { parseServerEvent, parseClientAck } from './parse';
export type { Parsed } from './parse';
export { createSubscription, route } from './subscription';
export type { Subscription } from './subscription';
export { createFakeServer } from './fake-server';
