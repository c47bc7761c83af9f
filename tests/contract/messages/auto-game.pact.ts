import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { MESSAGE } from './descriptions';
import { parseServerEvent } from '../../../src/shared/socket/parse';
import type { ServerEventKey, ServerPayload } from '../../../socket-contracts';

/** The app's parse step; a payload that breaks the contract fails the test. */
function parsed<K extends ServerEventKey>(key: K, content: unknown): ServerPayload<K> {
  const result = parseServerEvent(key, content);
  if (!result.ok) throw new Error(`${key}: ${String(result.error)}`);
  return result.data;
}
import { purchaseSnackbar, winnerAt } from '../../../src/entities/auto-game';
import { httpPact, stateParams } from '../pact';

const { eachLike, atLeastLike, eachValueMatches, like, reify, boolean, integer, string, regex, datetime, number } = MatchersV3;
const pact = httpPact();

/**
 * Message pacts of the scheduled-game server → client events (spec §7 "Listens"), Pact V4
 * asynchronous messages. Each one runs the app's own parse (`parseServerEvent`, the contract's zod
 * schema) and the mapping the screens use. The description starts with the event name.
 */
const column = (c: number) => eachLike(integer(c * 15 + 1), 5);
const boardMatcher = [column(0), column(1), [integer(31), integer(32), integer(0), integer(34), integer(35)], column(3), column(4)];

describe('scheduled game messages', () => {
  test('response_auto_boardlist_{gameId}: the taken boards', async () => {
    await pact
      .addAsynchronousInteraction()
      .given('one scheduled game waiting', stateParams('one scheduled game waiting'))
      .expectsToReceive(MESSAGE.autoBoardlist, (m) =>
        m.withJSONContent({ gameBoards: eachLike(integer(17), 0) }),
      )
      .executeTest(async (m) => {
        const p = parsed('autoBoardlist', m.contents.content);
        expect(Array.isArray(p.gameBoards)).toBe(true);
      });
  });

  test('purchase_cartela_result: success and message', async () => {
    await pact
      .addAsynchronousInteraction()
      .given('a verified player 0911000001 with 500.00 ETB', stateParams('a verified player 0911000001 with 500.00 ETB'))
      .given('one scheduled game waiting', stateParams('one scheduled game waiting'))
      .expectsToReceive(MESSAGE.purchaseCartelaResult, (m) =>
        m.withJSONContent({ success: boolean(true), message: string('Boards 17, 18 bought for 40.00 ETB.') }),
      )
      .executeTest(async (m) => {
        const p = parsed('purchaseCartelaResult', m.contents.content);
        expect(purchaseSnackbar(p)).toEqual({ kind: 'success', message: p.message });
      });
  });

  test('_auto_game_details_{gameId}: the player boards, start, stake, prize pool and calls', async () => {
    await pact
      .addAsynchronousInteraction()
      .given('a verified player 0911000001 with 500.00 ETB', stateParams('a verified player 0911000001 with 500.00 ETB'))
      .given('one scheduled game waiting', stateParams('one scheduled game waiting'))
      .expectsToReceive(MESSAGE.autoGameDetails, (m) =>
        m
          .withJSONContent({
            boardIds: eachLike(integer(17), 0),
            startTime: datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-11-23T15:30:00.000Z'),
            betAmount: number(20.0),
            totalWinning: number(32.0),
            calledNumbers: eachLike({ number: integer(7), letter: regex(/^[BINGO]$/, 'B') }, 0),
          }),
      )
      .executeTest(async (m) => {
        const p = parsed('autoGameDetails', m.contents.content);
        expect(Number.isNaN(Date.parse(p.startTime))).toBe(false);
      });
  });

  test('_auto_bingo_number_{gameId}: a call with its letter', async () => {
    await pact
      .addAsynchronousInteraction()
      .given('one scheduled game running', stateParams('one scheduled game running'))
      .expectsToReceive(MESSAGE.autoBingoNumber, (m) =>
        m.withJSONContent({ number: integer(7), letter: regex(/^[BINGO]$/, 'B') }),
      )
      .executeTest(async (m) => {
        const p = parsed('autoBingoNumber', m.contents.content);
        expect(p.number).toBeGreaterThanOrEqual(1);
      });
  });

  test('_auto_bingo_result_{gameId}: the winners of a scheduled game', async () => {
    await pact
      .addAsynchronousInteraction()
      .given('one scheduled game running', stateParams('one scheduled game running'))
      .expectsToReceive(MESSAGE.autoBingoResultTwoWinners, (m) =>
        m
          .withJSONContent({
            hasWinner: boolean(true),
            winning_board_ids: [integer(17), integer(18)],
            // the maps are keyed by the winning boards' ids, whichever boards the server holds
            winning_board_maps: eachValueMatches({ '17': reify(boardMatcher), '18': reify(boardMatcher) }, like(reify(boardMatcher))),
            winnerPhoneMap: eachValueMatches({ '17': '0911000001', '18': '0911000002' }, string('0911000001')),
            called_numbers: atLeastLike(integer(1), 0, 1), // 1 is board 17's top-left cell: called, so painted winning
            patternGrid: [
              [boolean(true), boolean(false), boolean(false), boolean(false), boolean(false)],
              eachLike(boolean(false), 5),
              eachLike(boolean(false), 5),
              eachLike(boolean(false), 5),
              eachLike(boolean(false), 5),
            ],
            message: string('BINGO! Board 17, 18 won 16.00 ETB each'),
          }),
      )
      .executeTest(async (m) => {
        const p = parsed('autoBingoResult', m.contents.content);
        const first = winnerAt(p, 0)!;
        expect(first).toMatchObject({ boardId: 17, phone: '0911000001', index: 0, total: 2 });
        expect(first.winningNumbers).toEqual([1]); // the pattern's top-left cell, and it was called
        expect(winnerAt(p, 1)!.boardId).toBe(18);
        expect(winnerAt(p, 2)!.boardId).toBe(17); // Next wraps around
      });
  });

  test('_auto_bingo_result_{gameId} without a winner', async () => {
    await pact
      .addAsynchronousInteraction()
      .given('one scheduled game running', stateParams('one scheduled game running'))
      .expectsToReceive(MESSAGE.autoBingoResultNoWinner, (m) =>
        m
          .withJSONContent({
            hasWinner: boolean(false),
            winning_board_ids: [],
            winning_board_maps: {},
            winnerPhoneMap: {},
            called_numbers: atLeastLike(integer(7), 0, 1), // a game may end with no call at all (AsyncAPI allows [])
            patternGrid: eachLike(eachLike(boolean(false), 5), 5),
            message: string('No winner this game'),
          }),
      )
      .executeTest(async (m) => {
        const p = parsed('autoBingoResult', m.contents.content);
        expect(winnerAt(p, 0)).toBeNull();
      });
  });
});
