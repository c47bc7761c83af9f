import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { parseClientAck, parseServerEvent, type Parsed } from '../../../src/shared/socket/parse';
import { messagePact, STATES, stateParams } from '../pact';
import { MESSAGE } from './descriptions';

const { integer, number, string, regex, eachLike, constrainedArrayLike, eachValueMatches, like, reify } = MatchersV3;
const pact = messagePact();

const STATE = regex('^(waiting|inProgress|completed)$', 'waiting');
const LETTER = regex('^[BINGO]$', 'B');
/** One stake's status in `_all_game_status` (spec §2.6). */
const STAKE_STATUS = { state: STATE, remainingTime: number(25), waiting: { remainingTime: number(25), totalWinning: number(0) }, inProgressCount: integer(0) };
const BOARD_NUMBERS = constrainedArrayLike(constrainedArrayLike(integer(12), 5, 5), 5, 5);

/** The parsed value, or a failed test naming the contract error. */
function ok<T>(parsed: Parsed<T>): T {
  if (!parsed.ok) throw new Error(`payload breaks the contract: ${String(parsed.error)}`);
  return parsed.data;
}

/**
 * Spec §7 "Client listens (manual play)": every server → client payload the client consumes, run
 * through `parseServerEvent` / `parseClientAck` — the functions `listen` and `emitWithAck` use —
 * then read the way the feature models read it. A payload the contract rejects fails the test.
 */
describe('manual-play socket messages', () => {
  test('_all_game_status is a map by stake of state, remainingTime, waiting and inProgressCount (spec §2.6)', async () => {
    await pact
      .addAsynchronousInteraction()
      .given(STATES.player1, stateParams(STATES.player1))
      .expectsToReceive(MESSAGE.allGameStatus, (b) =>
        // keyed by the server's stakes: any keys, each value a stake status
        b.withJSONContent(eachValueMatches({ '10': reify(STAKE_STATUS) }, like(STAKE_STATUS) as MatchersV3.Matcher<never>)), // nested matchers: pact-js types them only one level deep
      )
      .executeTest(async (m) => {
        const all = ok(parseServerEvent('allGameStatus', m.contents.content));
        expect(all['10']).toEqual({ state: 'waiting', remainingTime: 25, waiting: { remainingTime: 25, totalWinning: 0 }, inProgressCount: 0 });
      });
  });

  test('_all_game_status_update carries betAmount, state and remainingTime', async () => {
    await pact
      .addAsynchronousInteraction()
      .given(STATES.player1, stateParams(STATES.player1))
      .expectsToReceive(MESSAGE.allGameStatusUpdate, (b) => b.withJSONContent({ betAmount: number(10), state: STATE, remainingTime: number(30) }))
      .executeTest(async (m) => {
        expect(ok(parseServerEvent('allGameStatusUpdate', m.contents.content))).toEqual({ betAmount: 10, state: 'waiting', remainingTime: 30 });
      });
  });

  test('_game_status_update carries betAmount, waiting, inProgressCount and totalWinning', async () => {
    await pact
      .addAsynchronousInteraction()
      .given(STATES.player1, stateParams(STATES.player1))
      .expectsToReceive(MESSAGE.gameStatusUpdate, (b) =>
        b.withJSONContent({ betAmount: number(10), waiting: { remainingTime: number(25), totalWinning: number(8) }, inProgressCount: integer(0), totalWinning: number(8) }),
      )
      .executeTest(async (m) => {
        const status = ok(parseServerEvent('gameStatusUpdate', m.contents.content));
        expect(status.totalWinning).toBe(8);
        expect(status.waiting?.remainingTime).toBe(25);
      });
  });

  test('_updated_board_list_{gameId} lists the taken boards (spec §2.7 greyed boards)', async () => {
    await pact
      .addAsynchronousInteraction()
      .given(STATES.player1, stateParams(STATES.player1))
      .expectsToReceive(MESSAGE.updatedBoardList, (b) => b.withJSONContent({ gameBoards: eachLike(integer(7)), gameId: string('g10-1') }))
      .executeTest(async (m) => {
        expect(ok(parseServerEvent('updatedBoardList', m.contents.content)).gameBoards).toEqual([7]);
      });
  });

  test('_game_join_validation_error_{gameId} carries the message the selector shows (spec §4 manual flow 3)', async () => {
    await pact
      .addAsynchronousInteraction()
      .given(STATES.unverified, stateParams(STATES.unverified))
      .expectsToReceive(MESSAGE.gameJoinValidationError, (b) => b.withJSONContent({ message: string('Insufficient balance!') }))
      .executeTest(async (m) => {
        expect(ok(parseServerEvent('gameJoinValidationError', m.contents.content)).message).toBe('Insufficient balance!');
      });
  });

  test('_game_joined_{gameId} names the game joined', async () => {
    await pact
      .addAsynchronousInteraction()
      .given(STATES.player1, stateParams(STATES.player1))
      .expectsToReceive(MESSAGE.gameJoined, (b) => b.withJSONContent({ gameId: string('g10-1') }))
      .executeTest(async (m) => {
        expect(ok(parseServerEvent('gameJoined', m.contents.content)).gameId).toBe('g10-1');
      });
  });

  test('_total_winning_amount_{gameId} carries the prize pool (ደራሽ) in ETB', async () => {
    await pact
      .addAsynchronousInteraction()
      .given(STATES.player1, stateParams(STATES.player1))
      .expectsToReceive(MESSAGE.totalWinningAmount, (b) => b.withJSONContent({ total_winning: number(8) }))
      .executeTest(async (m) => {
        expect(ok(parseServerEvent('totalWinningAmount', m.contents.content)).total_winning).toBe(8);
      });
  });

  test('_timer_update_{gameId} carries the seconds until the start', async () => {
    await pact
      .addAsynchronousInteraction()
      .given(STATES.player1, stateParams(STATES.player1))
      .expectsToReceive(MESSAGE.timerUpdate, (b) => b.withJSONContent({ remainingTime: number(29) }))
      .executeTest(async (m) => {
        expect(ok(parseServerEvent('timerUpdate', m.contents.content)).remainingTime).toBe(29);
      });
  });

  test('_bingo_number_{gameId} carries a letter and a number 1–75', async () => {
    await pact
      .addAsynchronousInteraction()
      .given(STATES.player1, stateParams(STATES.player1))
      .expectsToReceive(MESSAGE.bingoNumber, (b) => b.withJSONContent({ letter: LETTER, number: integer(7) }))
      .executeTest(async (m) => {
        expect(ok(parseServerEvent('bingoNumber', m.contents.content))).toEqual({ letter: 'B', number: 7 });
      });
  });

  test('_bingo_checking_result_{gameId} says a check runs and for whom (spec §2.9 "Checking for {who}")', async () => {
    await pact
      .addAsynchronousInteraction()
      .given(STATES.player1, stateParams(STATES.player1))
      .expectsToReceive(MESSAGE.bingoCheckingResult, (b) => b.withJSONContent({ checking: true, for: string('abebe') }))
      .executeTest(async (m) => {
        expect(ok(parseServerEvent('bingoCheckingResult', m.contents.content))).toEqual({ checking: true, for: 'abebe' });
      });
  });

  test('_game_result_{gameId} with a winner has what the winner modal shows (spec §2.9)', async () => {
    await pact
      .addAsynchronousInteraction()
      .given(STATES.player1, stateParams(STATES.player1))
      .expectsToReceive(MESSAGE.gameResultWinner, (b) =>
        b.withJSONContent({
          success: true,
          failed: false,
          message: string('BINGO! abebe won 8.00 ETB'),
          winner: string('abebe'),
          boardId: integer(7),
          board_numbers: BOARD_NUMBERS,
          called_numbers: eachLike(integer(7)),
          winning_nums: eachLike(integer(7)),
        }),
      )
      .executeTest(async (m) => {
        const result = ok(parseServerEvent('gameResult', m.contents.content));
        expect(result).toMatchObject({ success: true, failed: false, winner: 'abebe', boardId: 7 });
        expect(result.board_numbers).toHaveLength(5);
      });
  });

  test('_game_result_{gameId} of a Bad Bingo has no winner; the client shows the message and board id (spec §8)', async () => {
    await pact
      .addAsynchronousInteraction()
      .given(STATES.player1, stateParams(STATES.player1))
      .expectsToReceive(MESSAGE.gameResultBadBingo, (b) => b.withJSONContent({ success: false, failed: true, message: string('Bad Bingo'), boardId: integer(7) }))
      .executeTest(async (m) => {
        const result = ok(parseServerEvent('gameResult', m.contents.content));
        expect(result.winner).toBeUndefined();
        expect(result).toMatchObject({ success: false, failed: true, message: 'Bad Bingo', boardId: 7 });
      });
  });

  test('_game_ended_{gameId} after a win has reason, failed and data with the numbers', async () => {
    await pact
      .addAsynchronousInteraction()
      .given(STATES.player1, stateParams(STATES.player1))
      .expectsToReceive(MESSAGE.gameEndedWinner, (b) =>
        b.withJSONContent({
          reason: string('winner'),
          failed: false,
          data: { success: true, message: string('BINGO! abebe won 8.00 ETB'), called_numbers: eachLike(integer(7)), board_numbers: BOARD_NUMBERS, winning_nums: eachLike(integer(7)) },
        }),
      )
      .executeTest(async (m) => {
        const ended = ok(parseServerEvent('gameEnded', m.contents.content));
        expect(ended.failed).toBe(false);
        expect(ended.data.called_numbers).toEqual([7]);
      });
  });

  test('_game_ended_{gameId} with no winner has failed: true and the message the screen shows as an error', async () => {
    await pact
      .addAsynchronousInteraction()
      .given(STATES.player1, stateParams(STATES.player1))
      .expectsToReceive(MESSAGE.gameEndedNoWinner, (b) =>
        b.withJSONContent({ reason: string('all numbers called'), failed: true, data: { success: false, message: string('No winner this game'), called_numbers: eachLike(integer(7)) } }),
      )
      .executeTest(async (m) => {
        const ended = ok(parseServerEvent('gameEnded', m.contents.content));
        expect(ended).toMatchObject({ failed: true, data: { success: false, message: 'No winner this game' } });
      });
  });

  test('_game_rejoined_{gameId} restores the called numbers with letters (spec §4 manual flow 5)', async () => {
    await pact
      .addAsynchronousInteraction()
      .given(STATES.player1, stateParams(STATES.player1))
      .expectsToReceive(MESSAGE.gameRejoined, (b) => b.withJSONContent({ numbers: eachLike(integer(7)), calledNumbers: eachLike({ letter: LETTER, number: integer(7) }) }))
      .executeTest(async (m) => {
        expect(ok(parseServerEvent('gameRejoined', m.contents.content)).calledNumbers).toEqual([{ letter: 'B', number: 7 }]);
      });
  });

  test('the request_initial_boardlist acknowledgement gives status success and the game id (spec §4 manual flow 1)', async () => {
    await pact
      .addAsynchronousInteraction()
      .given(STATES.player1, stateParams(STATES.player1))
      .expectsToReceive(MESSAGE.initialBoardlistAck, (b) => b.withJSONContent({ status: 'success', gameId: string('g10-1'), message: string('ok') }))
      .executeTest(async (m) => {
        expect(ok(parseClientAck('requestInitialBoardlist', m.contents.content))).toMatchObject({ status: 'success', gameId: 'g10-1' });
      });
  });

  test('the _rejoin_game_ acknowledgement of a finished game carries error (spec §4 manual flow 5, §8)', async () => {
    await pact
      .addAsynchronousInteraction()
      .given(STATES.player1, stateParams(STATES.player1))
      .expectsToReceive(MESSAGE.rejoinAckError, (b) => b.withJSONContent({ error: string('Game not found or already finished.') }))
      .executeTest(async (m) => {
        expect(ok(parseClientAck('rejoinGame', m.contents.content)).error).toBe('Game not found or already finished.');
      });
  });
});
