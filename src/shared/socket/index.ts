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
export type { ServerPayload, ClientPayload, ClientAck } from '@contracts/socket';
export { createListenerGroup } from './listener-group';
export { parseServerEvent, parseClientAck } from './parse';
export type { Parsed } from './parse';
export { emitFx, emitWithAckFx, emitConfirmedFx, listenFx, waitForConnectionFx, disconnectSocketFx, watchConnectionFx } from './effects';
export type { EmitParams, ListenParams } from './effects';
export type { ListenThrough } from './listener-group';
