import { createEffect } from 'effector';
import type { ClientAck, ClientEventKey, ClientPayload, ServerEventKey } from '@contracts/socket';
import { connectionStatus, disconnectSocket, onConnected, onConnectionStatus, openSocket, wasDisconnected, type ConnectionStatus } from './client';
import { waitForConnection } from './transport';
import { emit, emitConfirmed, emitWithAck, type Confirmation } from './events';

/**
 * The socket's I/O as effects (house style "Effector": socket I/O sits behind effects), so a model
 * test swaps them with `fork({ handlers: [[emitFx, fake]] })` instead of mocking this module. Each
 * one forwards to the function of the same name in `client.ts` / `events.ts` and keeps its errors.
 */

/** One client event and its payload, checked against the contract (spec §7). */
export type EmitParams = { [K in ClientEventKey]: { key: K; payload: ClientPayload<K> } }[ClientEventKey];

/** Emits a client event (once the socket is made). @throws Error when the payload breaks the contract */
export const emitFx = createEffect<EmitParams, void>(({ key, payload }) => emit(key, payload as never));

/**
 * Emits a client event that has an acknowledgement; resolves with the validated ack (callers narrow
 * it to their event's ack). @param timeoutMs ms to wait for the ack (10 000)
 * @throws Error on timeout or an ack that breaks the contract
 */
export const emitWithAckFx = createEffect<EmitParams & { timeoutMs?: number }, ClientAck<ClientEventKey>>(({ key, payload, timeoutMs }) =>
  emitWithAck(key, payload as never, timeoutMs),
);

/**
 * Sends a money or seat event once, confirmed by its ack or one of `answers` (see `emitConfirmed`).
 * @throws NotConnectedError when not connected (nothing sent); NotConfirmedError when no answer came
 */
export const emitConfirmedFx = createEffect<EmitParams & { answers: { key: ServerEventKey; gameId?: string }[] }, Confirmation<ClientEventKey>>(
  ({ key, payload, answers }) => emitConfirmed(key, payload as never, answers),
);

/** Waits until the socket is connected. @param timeoutMs ms @throws Error('timeout') when not connected in time */
export const waitForConnectionFx = createEffect((timeoutMs: number) => waitForConnection(timeoutMs));

/** Closes the socket on purpose (page unload, spec §4 manual flow 7); not a lost connection. */
export const disconnectSocketFx = createEffect(() => disconnectSocket());

/**
 * Starts making the socket (once; it is made after the first paint, see `getSocket`) and subscribes
 * to its status changes and to every (re)connect. Resolves with the status now (`connecting` while
 * it is made) and whether the last connection was lost (spec §4 "flags in session storage that it
 * was disconnected").
 */
export const watchConnectionFx = createEffect((p: { onStatus: (status: ConnectionStatus) => void; onConnect: () => void }) => {
  onConnectionStatus(p.onStatus);
  onConnected(p.onConnect);
  openSocket();
  return { status: connectionStatus(), wasDisconnected: wasDisconnected() };
});
