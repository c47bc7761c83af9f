export {
  getSocket,
  openSocket,
  currentSocket,
  onConnectionStatus,
  socketListenerCount,
  connectionStatus,
  wasDisconnected,
  onConnected,
  disconnectSocket,
  connectSocket,
  UNAUTHORIZED,
  setSocketFactory,
} from './client';
export type { GameSocket, ConnectionStatus, SocketFactory } from './client';
export { isTransportOpen, waitForConnection } from './transport';
export { listen, emit, emitNow, emitWithAck, emitConfirmed, onInvalidPayload, onUnreadableGameEvent, isRefusingAck, NotConnectedError, NotConfirmedError, sendFailure } from './events';
export type { Confirmation } from './events';
export { listenerCount } from './registry';
export type { ServerPayload, ClientPayload, ClientAck } from '@contracts/socket';
// the contract's parsers (./parse) load after the first paint, with the socket (./load)
export type { Parsed } from './parse';
export { createSubscription, route, subscribeFx } from './subscription';
export type { Subscription, SocketRoute } from './subscription';
export { emitFx, emitWithAckFx, emitConfirmedFx, waitForConnectionFx, disconnectSocketFx, watchConnectionFx } from './effects';
export type { EmitParams } from './effects';
// the chat contract's fixed values (proposed): the reactions a client draws, the longest message
export { REACTION_IDS, CHAT_MAX_LENGTH } from './chat';
