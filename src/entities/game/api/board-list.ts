import { emitWithAckFx, waitForConnectionFx, type ClientAck } from '@/shared/socket';
import { GAME_MESSAGES } from '@/shared/config/index.game-messages';
import { m } from '@/shared/i18n';

/** The server answered `request_initial_boardlist` with `status: 'error'` (its message, or ours). */
export class BoardListRefused extends Error {}

/**
 * `request_initial_boardlist` for a stake (spec §4 manual flow 1, §7): waits up to 5 s for the
 * socket, asks, and returns the waiting game's id from the acknowledgement. Used by the stake
 * screen and by the board picker after a reconnect; each wraps it in its own effect (the socket is
 * reached through `waitForConnectionFx` and `emitWithAckFx`, so the caller's scope swaps them).
 * @param p.betAmount the stake, ETB
 * @throws Error("Connection failed. Please try again.") when not connected within 5 s (spec §5)
 * @throws Error("Connection error. Please try again.") when no valid ack came (spec §8)
 * @throws BoardListRefused with the server's message when the ack says `error` (e.g. the stake's
 *   game is already in progress)
 */
export async function requestBoardList(p: { betAmount: number; phone: string }): Promise<{ gameId: string; betAmount: number }> {
  try {
    await waitForConnectionFx(5000);
  } catch {
    throw new Error(GAME_MESSAGES.connectionFailed());
  }
  let ack: ClientAck<'requestInitialBoardlist'>;
  try {
    ack = (await emitWithAckFx({ key: 'requestInitialBoardlist', payload: { betAmount: p.betAmount, phone: p.phone } })) as ClientAck<'requestInitialBoardlist'>;
  } catch {
    throw new Error(GAME_MESSAGES.connectionError());
  }
  if (ack.status !== 'success' || !ack.gameId) throw new BoardListRefused(ack.message || m.game_board_list_failed());
  return { gameId: ack.gameId, betAmount: p.betAmount };
}
