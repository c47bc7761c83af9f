/**
 * Socket.IO contracts of the Cartela client (spec §7): zod schemas per event and the typed event
 * maps derived from them. Connection: path `/socket.io`, websocket first then polling, unlimited
 * reconnection, delay 1000–5000 ms, randomization 0.5, timeout 20000 ms (see SOCKET_OPTIONS).
 */
export * as schemas from './schemas';
export * as autoSchemas from './auto-schemas';
export * as chatSchemas from './chat-schemas';
export { clientEventOf, clientEvents, serverEventLabel, serverEventName, serverEventOf, serverEvents } from './events';
export type {
  ServerToClientEvents,
  ClientToServerEvents,
  ServerPayload,
  ClientPayload,
  ClientAck,
  ServerEventKey,
  ClientEventKey,
  ClientKeyOf,
  ClientParsed,
  FixedServerKey,
  PerGameKey,
  Play,
  ServerKeyOf,
  ServerSendArgs,
  ServerSent,
} from './events';

export { SOCKET_OPTIONS } from './constants';
