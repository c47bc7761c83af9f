import { schemas as s } from '../socket-contracts/index';
import { boardCells, checkWin, STAKE_RULES, type Stake } from '../src/shared/lib/bingo';
import * as zod from '../src/shared/api/validators';
import type { Partner, Session } from './partner';
import { NotOffered, type Report } from './report';
import { expectThat, readAs } from './shape';
import { SocketPlayer } from './socket-player';
import { GAME_STATES } from '../provider-states';

/** A wait that may be left behind (another outcome came first): its time-out is not an unhandled rejection. */
function quiet<T>(wait: Promise<T>): Promise<T> {
  wait.catch(() => undefined);
  return wait;
}

/** How long a proposed acknowledgement is waited for (ms); none by then is "not offered". */
export const ACK_MS = 3_000;

const requestId = (tag: string) => `conformance-${tag}-${Date.now().toString(36)}`;

/**
 * A manual game played by two players over Socket.IO (socket-contracts, spec §4 manual flow),
 * every event and acknowledgement read with the client's own schema: stake statuses, the board
 * list, a pick seen by the other player, both join, the countdown, calls (started and called
 * through the state-change URL when given), a claim on a board that has not won is refused, and
 * the winning claim is answered to both players with the winner named.
 */
export async function manualGameChecks(report: Report, partner: Partner, [a, b]: [Session, Session]): Promise<void> {
  const pa = await report.check(`socket: ${a.phone} connects with auth.token`, () => SocketPlayer.connect(partner.target.socket, a.token));
  const pb = await report.check(`socket: ${b.phone} connects with auth.token`, () => SocketPlayer.connect(partner.target.socket, b.token));
  if (!pa || !pb) return;
  try {
    await play(report, partner, { a, b, pa, pb });
  } finally {
    pa.close();
    pb.close();
  }
}

async function play(report: Report, partner: Partner, { a, b, pa, pb }: { a: Session; b: Session; pa: SocketPlayer; pb: SocketPlayer }): Promise<void> {
  const waitMs = partner.hasStates ? 10_000 : partner.target.waitMs;
  const stakes = await report.check('_request_all_game_status → _all_game_status', async () => {
    const answer = quiet(pa.next('_all_game_status'));
    pa.emit('_request_all_game_status');
    return readAs(s.AllGameStatus, await answer, '_all_game_status');
  });
  if (!stakes) return;
  const stake = Object.keys(stakes)
    .map(Number)
    .filter((n) => stakes[String(n)]?.state === 'waiting' && n in STAKE_RULES)
    .sort((x, y) => x - y)[0] as Stake | undefined;
  if (stake === undefined) return report.skip('manual game', 'no stake has a waiting game');

  const gameId = await report.check(`request_initial_boardlist (stake ${stake}) → ack with gameId`, async () => {
    const ack = readAs(s.RequestInitialBoardlistAck, await pa.emitWithAck('request_initial_boardlist', { betAmount: stake, phone: a.phone }), 'request_initial_boardlist ack');
    expectThat(ack.status === 'success' && ack.gameId, 'request_initial_boardlist ack', `status ${ack.status}, gameId ${ack.gameId ?? 'absent'} (a waiting game answers success with its gameId)`);
    return ack.gameId!;
  });
  if (!gameId) return;
  await pb.emitWithAck('request_initial_boardlist', { betAmount: stake, phone: b.phone }).catch(() => undefined);

  const ids = readAs(zod.GetBoardIdsResponse, (await partner.http('GET', '/boards/ids/', { token: a.token })).body, 'GET /boards/ids/');
  // the board list may have come with the ack already, or comes just after it
  const listed = pa.recent<unknown>(`_updated_board_list_${gameId}`) ?? (await quiet(pa.next<unknown>(`_updated_board_list_${gameId}`, () => true, 500)).catch(() => undefined));
  const taken = listed === undefined ? [] : readAs(s.UpdatedBoardList, listed, `_updated_board_list_${gameId}`).gameBoards;
  const free = ids.filter((id) => !taken.includes(id));
  if (free.length < 2) return report.skip('manual game', 'fewer than two free boards');
  const [boardA, boardB] = free;

  await report.check('_toggle_board_ → the other player sees the board taken (_updated_board_list_)', async () => {
    const seen = quiet(pb.next<unknown>(`_updated_board_list_${gameId}`, (l) => (l as { gameBoards?: number[] })?.gameBoards?.includes(boardA) ?? false));
    pa.emit('_toggle_board_', { boardId: boardA, betAmount: stake, gameId });
    readAs(s.UpdatedBoardList, await seen, `_updated_board_list_${gameId}`);
  });
  pb.emit('_toggle_board_', { boardId: boardB, betAmount: stake, gameId });

  const acks: Promise<unknown>[] = [];
  for (const [player, session, board] of [
    [pa, a, boardA],
    [pb, b, boardB],
  ] as const) {
    await report.check(`_join_game_ (${session.phone}, board ${board}) → _game_joined_`, async () => {
      const joined = quiet(player.next(`_game_joined_${gameId}`));
      const refused = quiet(player.next<{ message?: string }>(`_game_join_validation_error_${gameId}`));
      // the acknowledgement is proposed: checked apart, never awaited here
      acks.push(quiet(player.emitWithAck('_join_game_', { phone: session.phone, betAmount: stake, numberOfBoards: 1, boardIds: [board], hasLost: false, isActive: true, gameId, requestId: requestId('join') }, ACK_MS)));
      const outcome = await Promise.race([joined.then((j) => ({ joined: j })), refused.then((r) => ({ refused: r }))]);
      expectThat('joined' in outcome, `_game_joined_${gameId}`, `the join was refused: _game_join_validation_error_${gameId} ${JSON.stringify((outcome as { refused: unknown }).refused)}`);
      readAs(s.GameJoined, (outcome as { joined: unknown }).joined, `_game_joined_${gameId}`);
    });
  }
  await report.proposed('_join_game_ acknowledgement {success: true} (requestId)', async () => {
    for (const ack of acks) {
      const answer = readAs(s.MoneyAck, await ack.catch(() => {
        throw new NotOffered(`no acknowledgement of _join_game_ within ${ACK_MS} ms`);
      }), '_join_game_ ack');
      expectThat(answer.success && !answer.error, '_join_game_ ack', `a join answered by _game_joined_ is acknowledged {success: true}, got ${JSON.stringify(answer)}`);
    }
  });

  await report.check(`_timer_update_ reaches the players before the start`, async () => readAs(s.TimerUpdate, await pa.next(`_timer_update_${gameId}`, () => true, waitMs), `_timer_update_${gameId}`));
  // The client rejoins when its game screen opens, right after the join: before the first call too.
  await report.check(`_rejoin_game_ after the join, before the first call → ack without error and _game_rejoined_`, async () => {
    const rejoined = quiet(pa.next<unknown>(`_game_rejoined_${gameId}`, () => true, waitMs));
    const ack = readAs(s.RejoinGameAck, await pa.emitWithAck('_rejoin_game_', { phone: a.phone, betAmount: stake, gameId }), '_rejoin_game_ ack');
    expectThat(!ack.error, '_rejoin_game_ ack', `a player who joined the game is rejoined, got ${JSON.stringify(ack)}`);
    const snapshot = readAs(s.GameRejoined, await rejoined, `_game_rejoined_${gameId}`);
    // with provider states the game waits for its start: nothing is called yet
    if (partner.hasStates) expectThat(snapshot.calledNumbers.length === 0, `_game_rejoined_${gameId}`, `calledNumbers is [] before the first call, got ${JSON.stringify(snapshot.calledNumbers)}`);
  });

  const board = readAs(zod.GetBoardResponse, (await partner.http('GET', `/boards/${boardA}`, { token: a.token })).body, 'GET /boards/{id}').data;
  const cells = boardCells(board.board_numbers);
  const pattern = STAKE_RULES[stake].pattern;
  if (partner.hasStates) await report.check('state: the waiting manual game starts now', () => partner.state(GAME_STATES.manualStartsNow, { betAmount: stake }));

  const called: number[] = [];
  const nextCall = async () => {
    const call = quiet(pa.next<unknown>(`_bingo_number_${gameId}`, () => true, waitMs));
    if (partner.hasStates) await partner.state(GAME_STATES.manualCallsNext, { betAmount: stake });
    const c = readAs(s.BingoNumberCalled, await call, `_bingo_number_${gameId}`);
    expectThat(!called.includes(c.number), `_bingo_number_${gameId}`, `number ${c.number} was called twice`);
    called.push(c.number);
    return c.number;
  };
  if (!(await report.check('_bingo_number_ (the first call)', nextCall))) return;

  await report.check(`_bingo_ on a board that has not won → _game_result_ with failed: true`, async () => {
    const result = quiet(pb.next<unknown>(`_game_result_${gameId}`, () => true, 10_000));
    pb.emit('_bingo_', { username: b.username, betAmount: stake, boardId: boardB, phone: b.phone, gameId });
    const r = readAs(s.GameResult, await result, `_game_result_${gameId}`);
    expectThat(r.failed && !r.success, `_game_result_${gameId}`, `a refused claim has failed: true and success: false (got failed ${r.failed}, success ${r.success})`);
  });

  let calls = 1;
  const ok = await report.check(`calls until board ${boardA} wins the ${pattern} pattern`, async () => {
    while (!checkWin(cells, called, pattern).won) {
      expectThat(calls < 75, `_bingo_number_${gameId}`, '75 calls without the pattern');
      await nextCall();
      calls += 1;
    }
    return true;
  });
  if (!ok) return;

  await report.check(`_bingo_ on the winning board → _bingo_checking_result_ and _game_result_ naming the winner, to both players`, async () => {
    const checking = quiet(pa.next<unknown>(`_bingo_checking_result_${gameId}`, () => true, 10_000));
    const resultA = quiet(pa.next<unknown>(`_game_result_${gameId}`, () => true, 15_000));
    const resultB = quiet(pb.next<unknown>(`_game_result_${gameId}`, () => true, 15_000));
    pa.emit('_bingo_', { username: a.username, betAmount: stake, boardId: boardA, phone: a.phone, gameId });
    readAs(s.BingoCheckingResult, await checking, `_bingo_checking_result_${gameId}`);
    for (const [who, wait] of [
      [a.phone, resultA],
      [b.phone, resultB],
    ] as const) {
      const r = readAs(s.GameResult, await wait, `_game_result_${gameId} (to ${who})`);
      expectThat(r.success && !r.failed, `_game_result_${gameId}`, `a winning claim has success: true and failed: false (got success ${r.success}, failed ${r.failed})`);
      expectThat(r.winner, `_game_result_${gameId}`, 'winner is missing or null on a winning result (the winner modal names the winner)');
      expectThat(r.boardId === boardA, `_game_result_${gameId}`, `boardId is ${r.boardId}, not the winning board ${boardA}`);
    }
  });
}
