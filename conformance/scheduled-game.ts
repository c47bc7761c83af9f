import { autoSchemas as as, schemas as s } from '../socket-contracts/index';
import * as zod from '../src/shared/api/validators';
import type { Partner, Session } from './partner';
import { ACK_MS } from './manual-game';
import { NotOffered, type Report } from './report';
import { expectThat, readAs } from './shape';
import { SocketPlayer } from './socket-player';
import { GAME_STATES } from '../provider-states';

/** A wait that may be left behind (another outcome came first): its time-out is not an unhandled rejection. */
function quiet<T>(wait: Promise<T>): Promise<T> {
  wait.catch(() => undefined);
  return wait;
}

const requestId = (tag: string) => `conformance-${tag}-${Date.now().toString(36)}`;

/**
 * A scheduled game (spec §4 scheduled flow) with two players: the taken boards, a board bought by
 * each (ack and `purchase_cartela_result`), both watching (`join_auto_game` ack and
 * `_auto_game_details_` with the bought board), then the calls until `_auto_bingo_result_` (started
 * and called through the state-change URL when given), every payload read with the client's schema.
 */
export async function scheduledGameChecks(report: Report, partner: Partner, [a, b]: [Session, Session]): Promise<void> {
  const list = readAs(zod.GetAutoGamesByStatusResponse, (await partner.http('GET', '/autogames/status/scheduled', { token: a.token })).body, 'GET /autogames/status/scheduled');
  const game = list.filter((g) => g.gameStatus !== 'running' && g.gameStatus !== 'completed' && Date.parse(g.startTimeLocal) > Date.now()).sort((x, y) => Date.parse(x.startTimeLocal) - Date.parse(y.startTimeLocal))[0];
  if (!game) return report.skip('scheduled game', 'no scheduled game is waiting');
  const gameId = game.gameId;
  const pa = await report.check(`socket: ${a.phone} connects for the scheduled game`, () => SocketPlayer.connect(partner.target.socket, a.token));
  const pb = await report.check(`socket: ${b.phone} connects for the scheduled game`, () => SocketPlayer.connect(partner.target.socket, b.token));
  try {
    if (!pa || !pb) return;
    const taken = await report.check('request_auto_boardlist → ack and response_auto_boardlist_', async () => {
      const listed = pa.next<unknown>(`response_auto_boardlist_${gameId}`);
      const ack = readAs(as.RequestAutoBoardlistAck, await pa.emitWithAck('request_auto_boardlist', { game_id: gameId }), 'request_auto_boardlist ack');
      expectThat(ack.status === 'success', 'request_auto_boardlist ack', `status ${ack.status} for a waiting game (${ack.message ?? 'no message'})`);
      return readAs(as.AutoBoardlist, await listed, `response_auto_boardlist_${gameId}`).gameBoards;
    });
    if (!taken) return;
    const ids = readAs(zod.GetBoardIdsResponse, (await partner.http('GET', '/boards/ids/', { token: a.token })).body, 'GET /boards/ids/');
    const free = ids.filter((id) => !taken.includes(id));
    if (free.length < 2) return report.skip('scheduled game', 'fewer than two free boards');

    const purchaseAcks: Promise<unknown>[] = [];
    const watchAcks: Promise<unknown>[] = [];
    for (const [player, session, board] of [
      [pa, a, free[0]],
      [pb, b, free[1]],
    ] as const) {
      await report.check(`purchase_cartela (${session.phone}, board ${board}) → purchase_cartela_result success`, async () => {
        const result = quiet(player.next<unknown>('purchase_cartela_result'));
        // the acknowledgement is proposed: checked apart
        purchaseAcks.push(quiet(player.emitWithAck('purchase_cartela', { phone: session.phone, gameId, boards: [board], requestId: requestId('buy') }, ACK_MS)));
        const r = readAs(as.PurchaseCartelaResult, await result, 'purchase_cartela_result');
        expectThat(r.success, 'purchase_cartela_result', `the purchase was refused: success false, message ${r.message ?? 'absent'}`);
      });
      await report.check(`join_auto_game (${session.phone}) → _auto_game_details_ with the bought board`, async () => {
        const details = quiet(player.next<unknown>(`_auto_game_details_${gameId}`));
        watchAcks.push(quiet(player.emitWithAck('join_auto_game', { gameId, phone: session.phone, requestId: requestId('watch') }, ACK_MS)));
        const d = readAs(as.AutoGameDetails, await details, `_auto_game_details_${gameId}`);
        expectThat(d.boardIds.includes(board), `_auto_game_details_${gameId}`, `boardIds ${JSON.stringify(d.boardIds)} do not hold the bought board ${board}`);
      });
    }
    for (const [event, acks, schema] of [
      ['purchase_cartela', purchaseAcks, s.MoneyAck],
      ['join_auto_game', watchAcks, as.JoinAutoGameAck],
    ] as const) {
      await report.proposed(`${event} acknowledgement {success: true} (requestId)`, async () => {
        for (const ack of acks) {
          const answer = readAs(schema, await ack.catch(() => {
            throw new NotOffered(`no acknowledgement of ${event} within ${ACK_MS} ms`);
          }), `${event} ack`) as { success?: boolean; error?: string };
          expectThat(!answer.error, `${event} ack`, `error: ${answer.error}`);
        }
      });
    }

    const waitMs = partner.hasStates ? 10_000 : Math.max(partner.target.waitMs, Date.parse(game.startTimeLocal) - Date.now() + 60_000);
    await report.check('_auto_bingo_number_ calls until _auto_bingo_result_ (to both players)', async () => {
      const resultA = pa.next<unknown>(`_auto_bingo_result_${gameId}`, () => true, partner.hasStates ? 60_000 : waitMs * 75);
      const resultB = pb.next<unknown>(`_auto_bingo_result_${gameId}`, () => true, partner.hasStates ? 60_000 : waitMs * 75);
      resultA.catch(() => undefined);
      resultB.catch(() => undefined);
      let ended = false;
      void resultA.then(() => (ended = true), () => undefined);
      if (partner.hasStates) await partner.state(GAME_STATES.scheduledStartsNow, { gameId });
      const called: number[] = [];
      while (!ended) {
        expectThat(called.length < 75, `_auto_bingo_number_${gameId}`, '75 calls and no result');
        const call = pa.next<unknown>(`_auto_bingo_number_${gameId}`, () => true, waitMs);
        call.catch(() => undefined);
        if (partner.hasStates) await partner.state(GAME_STATES.scheduledCallsNext, { gameId });
        const next = await Promise.race([call.then((c) => ({ call: c })), resultA.then(() => ({ ended: true }))]);
        if ('ended' in next) break;
        called.push(readAs(as.AutoBingoNumber, next.call, `_auto_bingo_number_${gameId}`).number);
      }
      for (const [who, wait] of [
        [a.phone, resultA],
        [b.phone, resultB],
      ] as const) {
        const r = readAs(as.AutoBingoResult, await wait, `_auto_bingo_result_${gameId} (to ${who})`);
        if (r.hasWinner) expectThat(r.winning_board_ids.length > 0, `_auto_bingo_result_${gameId}`, 'hasWinner is true but winning_board_ids is empty');
        for (const id of r.winning_board_ids) expectThat(r.winning_board_maps[String(id)], `_auto_bingo_result_${gameId}`, `winning_board_maps has no board ${id}`);
      }
    });

    await finishedGameJoin(report, pa, gameId, a.phone);
  } finally {
    pa?.close();
    pb?.close();
  }
}

/** How long `_auto_bingo_result_` is waited for after `join_auto_game` on a finished game (ms). */
export const FINISHED_RESULT_MS = 10_000;

/**
 * `join_auto_game` on a scheduled game that has ended (spec §7: "the acknowledgement may carry an
 * error"). Required: the client can show something, so either `_auto_bingo_result_{gameId}` comes
 * at once or the acknowledgement carries an error (`{error}` or `{success: false, message}`).
 * Proposed (socket-contracts README "Error cases per event"): it is no refusal, the ack is
 * `{success: true}` or absent and the result comes; a server that refuses does not offer this.
 * Two checks; `resultMs` is how long the result is waited for.
 */
export async function finishedGameJoin(report: Report, player: SocketPlayer, gameId: string, phone: string, resultMs = FINISHED_RESULT_MS): Promise<void> {
  const result = quiet(player.next<unknown>(`_auto_bingo_result_${gameId}`, () => true, resultMs));
  const ack = quiet(player.emitWithAck<unknown>('join_auto_game', { gameId, phone, requestId: requestId('finished') }, ACK_MS));
  // no acknowledgement (it is proposed) reads as undefined; one the client cannot read is the failure
  const answer = await ack.then(
    (a) => {
      try {
        return readAs(as.JoinAutoGameAck, a, 'join_auto_game ack');
      } catch (e) {
        return e as Error;
      }
    },
    () => undefined,
  );
  const refusal = answer && !(answer instanceof Error) && (answer.error !== undefined || answer.success === false) ? (answer.error ?? answer.message ?? 'success: false') : undefined;
  const came = refusal === undefined ? await result.then((r) => ({ r }), (e: unknown) => ({ e: e as Error })) : undefined;
  const passed = await report.check('join_auto_game on the finished game → _auto_bingo_result_ at once, or an ack with an error (spec §7)', () => {
    if (answer instanceof Error) throw answer;
    if (refusal !== undefined) return true;
    if (came && 'e' in came) throw new Error(`${came.e.message} (nor an acknowledgement with an error: ${answer === undefined ? `none within ${ACK_MS} ms` : `it answered ${JSON.stringify(answer)}`})`);
    readAs(as.AutoBingoResult, came!.r, `_auto_bingo_result_${gameId} (after the game ended)`);
    return true;
  });
  // the stricter rule is checked only when the required one holds (a failure is reported once)
  if (passed)
    await report.proposed('join_auto_game on the finished game is no refusal: _auto_bingo_result_ at once', () => {
      if (refusal !== undefined) throw new NotOffered(`the acknowledgement refused it: ${refusal}`);
    });
}
