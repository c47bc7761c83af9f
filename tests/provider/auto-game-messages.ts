import { GAME_STATES } from '../../conformance/states';
import { MESSAGE } from '../contract/messages/descriptions';
import { pactToken, type ProviderContext } from './context';
import { withPlayer, type MessageProducer } from './socket-player';
import { changeState } from './states';

const P1 = '0911000001';
const P2 = '0911000002';

/**
 * The message producers of the auto game (spec §7 scheduled events), part of MESSAGE_PRODUCERS
 * (./messages.ts, where the registry is described). The provider states leave fresh auto games
 * and no bots; the games start and call through the state-change requests of conformance/states.ts.
 */
export const AUTO_GAME_MESSAGE_PRODUCERS: Record<string, MessageProducer> = {
  [MESSAGE.autoBoardlist]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const gameId = await firstAutoGame(ctx);
      const list = p.next(`response_auto_boardlist_${gameId}`);
      await p.emitWithAck('request_auto_boardlist', { game_id: gameId });
      return list;
    }),

  [MESSAGE.purchaseCartelaResult]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const result = p.next('purchase_cartela_result');
      p.emit('purchase_cartela', { phone: P1, gameId: await firstAutoGame(ctx), boards: [17, 18] });
      return result;
    }),

  [MESSAGE.autoGameDetails]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const gameId = await firstAutoGame(ctx);
      const details = p.next(`_auto_game_details_${gameId}`);
      await p.emitWithAck('join_auto_game', { gameId, phone: P1 });
      return details;
    }),

  [MESSAGE.autoBingoNumber]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const gameId = await firstAutoGame(ctx);
      await p.emitWithAck('join_auto_game', { gameId, phone: P1 });
      const call = p.next(`_auto_bingo_number_${gameId}`);
      await changeState(ctx, GAME_STATES.scheduledCallsNumbers, { gameId, numbers: [7] });
      return call;
    }),

  [MESSAGE.autoBingoResultTwoWinners]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const gameId = await firstAutoGame(ctx);
      // board 17 (abebe) and board 18 (almaz) both hold 7 and 13 in column B: the first game's
      // pattern is one line, so calling both columns B with 7 last makes both win on the same call
      for (const [phone, board] of [[P1, 17], [P2, 18]] as const) {
        // each player buys on their own connection: identity comes from the handshake token
        const answer = await withPlayer(
          ctx,
          (buyer) => {
            const bought = buyer.next<{ success: boolean; message: string }>('purchase_cartela_result');
            buyer.emit('purchase_cartela', { phone, gameId, boards: [board] });
            return bought;
          },
          phone,
        );
        if (!answer.success) throw new Error(`purchase refused: ${answer.message}`);
      }
      await p.emitWithAck('join_auto_game', { gameId, phone: P1 });
      const result = p.next(`_auto_bingo_result_${gameId}`);
      await changeState(ctx, GAME_STATES.scheduledCallsNumbers, { gameId, numbers: [11, 1, 6, 12, 10, 8, 13, 7] });
      return result;
    }),

  [MESSAGE.autoBingoResultNoWinner]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const gameId = await firstAutoGame(ctx);
      await p.emitWithAck('join_auto_game', { gameId, phone: P1 });
      const result = p.next(`_auto_bingo_result_${gameId}`);
      // no board sold: every number is called, then the game ends without a winner
      await changeState(ctx, GAME_STATES.scheduledStartsNow, { gameId });
      for (let i = 0; i <= 75 && typeof (await changeState(ctx, GAME_STATES.scheduledCallsNext, { gameId })).number === 'number'; i++);
      return result;
    }),

  [MESSAGE.autoGameMsg]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const gameId = await firstAutoGame(ctx);
      await p.emitWithAck('join_auto_game', { gameId, phone: P1 });
      const notice = p.next(`_auto_game_msg_${gameId}`);
      await changeState(ctx, GAME_STATES.scheduledStartsNow, { gameId });
      return notice;
    }),

  [MESSAGE.autoBoardlistAck]: (ctx) => withPlayer(ctx, async (p) => p.emitWithAck('request_auto_boardlist', { game_id: await firstAutoGame(ctx) })),

  [MESSAGE.joinAutoGameAck]: (ctx) => withPlayer(ctx, async (p) => p.emitWithAck('join_auto_game', { gameId: await firstAutoGame(ctx), phone: P1 })),

  [MESSAGE.joinAutoGameAckError]: (ctx) => withPlayer(ctx, (p) => p.emitWithAck('join_auto_game', { gameId: 'auto-unknown', phone: P1 })),
};

/** The first waiting scheduled game the server lists (GET /api/autogames/status/scheduled, earliest start). */
async function firstAutoGame(ctx: ProviderContext): Promise<string> {
  const token = ctx.tokens.get(pactToken(P1));
  const res = await fetch(`${ctx.baseUrl}/api/autogames/status/scheduled`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(`GET /api/autogames/status/scheduled answered ${res.status}`);
  const games = (await res.json()) as { gameId: string; gameStatus: string; startTimeLocal: string }[];
  const first = games.filter((g) => g.gameStatus !== 'running' && g.gameStatus !== 'completed').sort((a, b) => Date.parse(a.startTimeLocal) - Date.parse(b.startTimeLocal))[0];
  if (!first) throw new Error('no scheduled game is waiting');
  return first.gameId;
}
