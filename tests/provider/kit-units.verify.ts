import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { describe, expect, test } from 'vitest';
import { createBoards } from '@mock-provider/node';
import * as zod from '../../src/shared/api/validators';
import { schemas as s } from '../../socket-contracts/index';
import { boardCells, checkWin } from '../../src/shared/lib/bingo';
import { PROPOSED_ACK_EVENTS, PROPOSED_EVENT_ACKS, isProposedEventMessage, proposedOperationOf, proposedOperations } from '../../provider-states/proposed';
import { NotOffered, Report } from '../../conformance/report';
import { finishedGameJoin } from '../../conformance/scheduled-game';
import { readAs } from '../../conformance/shape';
import { SocketPlayer } from '../../conformance/socket-player';
import { twoWinnerPlan } from './auto-game-messages';
import { verifyReport } from './verify-report';

/** The partner kit's own pieces, without a server: planning two winners on any board set, what is proposed, the reports. */

const TOP_ROW = [[true, true, true, true, true], ...Array.from({ length: 4 }, () => [false, false, false, false, false])];
const X_SHAPE = [0, 1, 2, 3, 4].map((r) => [0, 1, 2, 3, 4].map((c) => r === c || r + c === 4));

describe('two winners on the same call, from any board set', () => {
  test.each([
    [75, 'top row', TOP_ROW],
    [3, 'top row', TOP_ROW],
    [1234, 'top row', TOP_ROW],
    [75, 'the two diagonals', X_SHAPE],
  ])('board seed %i, pattern %s', (seed, _name, grid) => {
    const boards = createBoards(seed);
    const plan = twoWinnerPlan(boards, grid);
    expect(plan).toBeDefined();
    const [x, y] = plan!.boards.map((id) => boards.find((b) => b.board_id === id)!);
    const cellsOf = (b: typeof x) => boardCells(b.board_numbers);
    // every true cell of the grid is called on both boards after the last call, not before it
    const covered = (b: typeof x, called: number[]) => grid.every((row, r) => row.every((on, c) => !on || b.board_numbers[c][r] === 0 || called.includes(b.board_numbers[c][r])));
    for (const b of [x, y]) {
      expect(covered(b, plan!.calls)).toBe(true);
      expect(covered(b, plan!.calls.slice(0, -1))).toBe(false);
    }
    // a one-line pattern read as "any line" does not complete earlier either
    if (grid === TOP_ROW) for (const b of [x, y]) expect(checkWin(cellsOf(b), plan!.calls.slice(0, -1), 'oneLine').won).toBe(false);
  });
});

describe('what the contracts mark proposed', () => {
  test('the OpenAPI operations tagged x-spec-status: proposed', () => {
    const ops = proposedOperations().map((o) => `${o.method} ${o.path}`);
    expect(ops).toEqual(expect.arrayContaining(['GET /limits', 'PUT /limits', 'POST /limits/break', 'POST /invitations/']));
    expect(proposedOperationOf('GET', '/api/limits')?.path).toBe('/limits');
    expect(proposedOperationOf('GET', '/api/transactions/balance/0911000001')).toBeUndefined();
  });
  test('the acknowledgements tagged proposed in socket-contracts', () => {
    expect([...PROPOSED_ACK_EVENTS].sort()).toEqual(['_join_game_', 'join_auto_game', 'purchase_cartela']);
  });
  test('the events proposed as a whole (the chat): their acks and broadcasts are proposed messages, the others not', () => {
    expect([...PROPOSED_EVENT_ACKS].sort()).toEqual(['game_chat_message', 'game_chat_open', 'game_reaction']);
    expect(isProposedEventMessage('game_reaction acknowledgement: a reaction accepted')).toBe(true);
    expect(isProposedEventMessage('_game_chat_removed_{gameId}: a moderator removed a message')).toBe(true);
    expect(isProposedEventMessage('_game_result_{gameId}: a Bad Bingo to the claimant')).toBe(false);
    expect(isProposedEventMessage('join_auto_game acknowledgement: the player entered the game')).toBe(false);
    expect(proposedOperationOf('POST', '/api/chat/reports')?.path).toBe('/chat/reports');
    expect(proposedOperationOf('PUT', '/api/limits/chat')?.path).toBe('/limits/chat');
  });
});

describe('reports', () => {
  test('conformance: proposed checks apart; a proposed call not offered fails nothing', async () => {
    const lines: string[] = [];
    const report = new Report((l) => lines.push(l));
    await report.check('GET /boards/ids/', () => true);
    await report.proposed('GET /limits', () => {
      throw new NotOffered('answered 501: not here');
    });
    await report.check('GET /users/get_user_info', () => {
      throw new Error('GET /users/get_user_info: answered 500: store down');
    });
    report.skip('manual game', 'no stake has a waiting game');
    expect(lines).toEqual([
      '✓ GET /boards/ids/',
      '○ GET /limits (proposed) — proposed: not offered (answered 501: not here)',
      '✗ GET /users/get_user_info — GET /users/get_user_info: answered 500: store down',
      '- manual game — not run: no stake has a waiting game',
    ]);
    expect(report.summary()).toBe('1 passed, 1 failed (3 required: 1 passed; 1 proposed: 0 passed, 1 not offered) 1 not run: no stake has a waiting game');
  });

  test("pact: the verifier's JSON as one block per interaction and the closing count", () => {
    const json = JSON.stringify({
      errors: [
        {
          interaction: 'Verifying a pact between cartela-web and cartela-provider Given a verified player 0911000002 with 1000.00 ETB and 50.00 promo - a balance request for 0911000002',
          mismatch: { type: 'mismatches', mismatches: [{ type: 'BodyMismatch', path: '$.current_balance', expected: '1000', actual: '"1000.00"', mismatch: "Expected '1000.00' (String) to be a number" }] },
        },
      ],
    });
    const { failed, report } = verifyReport(json, 61, [
      { description: 'a request for the daily limits', why: 'GET /limits answered 501', notOffered: true },
      { description: '_game_joined_{gameId}: the join succeeded', why: 'needs a game driven by the game states: no PACT_PROVIDER_STATES_URL' },
    ]);
    expect(failed).toBe(1);
    expect(report.split('\n')).toEqual([
      '✗ a balance request for 0911000002',
      '    given: a verified player 0911000002 with 1000.00 ETB and 50.00 promo',
      `    $.current_balance: Expected '1000.00' (String) to be a number (expected 1000, the server answered "1000.00")`,
      '○ a request for the daily limits — proposed: not offered (GET /limits answered 501)',
      '- _game_joined_{gameId}: the join succeeded — not run: needs a game driven by the game states: no PACT_PROVIDER_STATES_URL',
      '60 of 63 verified, 1 proposed: not offered, 1 not run: needs a game driven by the game states: no PACT_PROVIDER_STATES_URL, 1 failed',
    ]);
  });

  test('conformance: a field that does not match says what was expected and what came', () => {
    expect(() => readAs(zod.GetBalanceResponse, { current_balance: '1000.00', promo_balance: 50 }, 'GET /transactions/balance/{phone}')).toThrow(
      'GET /transactions/balance/{phone}: current_balance: expected a number, got "1000.00" (string)',
    );
    const result = () => readAs(s.GameResult, { success: true, failed: null, boardId: 'seven' }, '_game_result_g1');
    expect(result).toThrow(/; failed: expected a boolean, got null(;|$)/);
    expect(result).toThrow(/; boardId: expected a number, got "seven" \(string\)(;|$)/);
  });
});

/** A Socket.IO server on a free port that answers `join_auto_game` with `ack` and then emits `then` (event, payload) if given. */
async function tinyServer(ack: unknown, then?: [string, unknown]): Promise<{ url: string; close: () => Promise<void> }> {
  const http = createServer();
  const io = new Server(http);
  io.on('connection', (socket) => {
    socket.on('join_auto_game', (_payload: unknown, answer?: (a: unknown) => void) => {
      answer?.(ack);
      if (then) socket.emit(then[0], then[1]);
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return { url, close: () => new Promise<void>((resolve) => void io.close(() => resolve())) };
}

const ROW = [false, false, false, false, false];
const RESULT = { called_numbers: [7], hasWinner: false, message: 'No winner this game', patternGrid: [ROW, ROW, ROW, ROW, ROW], winnerPhoneMap: {}, winning_board_ids: [], winning_board_maps: {} };

describe('join_auto_game on a finished game (spec §7: the acknowledgement may carry an error)', () => {
  async function run(ack: unknown, then?: [string, unknown]) {
    const server = await tinyServer(ack, then);
    const lines: string[] = [];
    const report = new Report((l) => lines.push(l));
    const player = await SocketPlayer.connect(server.url, 'token');
    try {
      await finishedGameJoin(report, player, 'g1', '0911000001', 500);
    } finally {
      player.close();
      await server.close();
    }
    return { report, lines };
  }

  test('an ack with an error passes the required check; the stricter rule is proposed and not offered', async () => {
    const { report, lines } = await run({ error: 'the game is over' });
    expect(lines).toEqual([
      '✓ join_auto_game on the finished game → _auto_bingo_result_ at once, or an ack with an error (spec §7)',
      '○ join_auto_game on the finished game is no refusal: _auto_bingo_result_ at once (proposed) — proposed: not offered (the acknowledgement refused it: the game is over)',
    ]);
    expect(report.failed).toBe(0);
  });

  test('the result at once passes both', async () => {
    const { lines } = await run({ success: true }, ['_auto_bingo_result_g1', RESULT]);
    expect(lines).toEqual([
      '✓ join_auto_game on the finished game → _auto_bingo_result_ at once, or an ack with an error (spec §7)',
      '✓ join_auto_game on the finished game is no refusal: _auto_bingo_result_ at once (proposed)',
    ]);
  });

  test('neither: the failure says what came instead', async () => {
    const { report, lines } = await run({ success: true });
    expect(report.failed).toBe(1);
    expect(lines).toEqual([
      '✗ join_auto_game on the finished game → _auto_bingo_result_ at once, or an ack with an error (spec §7) — no _auto_bingo_result_g1 within 500 ms; meanwhile came: the acknowledgement of join_auto_game {"success":true} (object) (nor an acknowledgement with an error: it answered {"success":true})',
    ]);
  });
});
