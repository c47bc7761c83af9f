import { createEffect } from 'effector';
import { newIdempotencyKey } from '@/shared/api/index.payments';
import { emitConfirmed, isRefusingAck, NotConnectedError, waitForConnection, type ClientPayload } from '@/shared/socket';
import { GAME_MESSAGES, SERVER_REFUSED } from '@/shared/config/index.game-messages';

/** Waits until the socket is connected (spec §9: 5 s). @throws Error('timeout') */
export const connectFx = createEffect(() => waitForConnection());
/** Sends `join_auto_game`, confirmed by its ack or by `_auto_game_details_{id}`. */
export const sendJoinFx = createEffect((p: ClientPayload<'joinAutoGame'>) => emitConfirmed('joinAutoGame', p, [{ key: 'autoGameDetails', gameId: p.gameId }]));

/**
 * Joins an auto game to watch it (spec §7 `join_auto_game`): never queued offline, sent with
 * an acknowledgement and a request id (watching is idempotent, so each attempt has its own),
 * confirmed by the ack or `_auto_game_details_{id}`.
 * @throws Error("Connection lost...") when the socket dropped before sending; Error("Connection
 *   error. Please try again.") when it cannot connect or no answer came (the next reconnect joins
 *   again). A refusing ack (`{error}` or `{success: false, message}`) is returned as `{ error }`
 *   with the server's message (ours when it sent none).
 */
export const joinAutoGameFx = createEffect(async (p: { gameId: string; phone: string }) => {
  try {
    await connectFx();
  } catch {
    throw new Error(GAME_MESSAGES.connectionError());
  }
  const confirmation = await sendJoinFx({ ...p, requestId: newIdempotencyKey() }).catch((error: unknown) => {
    throw new Error((error instanceof NotConnectedError ? GAME_MESSAGES.connectionLost : GAME_MESSAGES.connectionError)());
  });
  const ack = confirmation.ack;
  return { error: ack !== undefined && isRefusingAck(ack) ? ack.error || ack.message || SERVER_REFUSED() : null };
});
