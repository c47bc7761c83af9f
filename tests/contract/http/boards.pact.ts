import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { getBoard, getBoardIds, getBoards } from '../../../src/shared/api/index.boards';
import { httpPact, PLAYER_TOKEN, STATES, useMockServer, stateParams } from '../pact';

const { like, eachLike, integer, string, constrainedArrayLike } = MatchersV3;
const pact = httpPact();
const auth = { Authorization: like(`Bearer ${PLAYER_TOKEN}`) };

/** A board as the client reads it: id, name, 5 columns of 5 numbers 0–75 (spec §3 Board, column-major). */
const board = (id: number) => ({
  board_id: integer(id),
  board_name: string(`Board ${id}`),
  board_numbers: constrainedArrayLike(constrainedArrayLike(integer(12), 5, 5), 5, 5),
});

/** Spec §7 rows 18–20: the board calls, through the real generated client. */
describe('board calls', () => {
  test('GET /boards/ids/ answers the board ids, used directly as the picker grid (spec §2.7)', async () => {
    await pact
      .addInteraction()
      .given(STATES.player1, stateParams(STATES.player1))
      .uponReceiving('a request for the playing board ids')
      .withRequest('GET', '/api/boards/ids/', (b) => b.headers(auth))
      .willRespondWith(200, (b) => b.jsonBody(eachLike(integer(1))))
      .executeTest(async (server) => {
        useMockServer(server.url, PLAYER_TOKEN);
        const ids = await getBoardIds();
        expect(ids).toEqual([1]);
      });
  });

  test('GET /boards/ answers every board in its data field', async () => {
    await pact
      .addInteraction()
      .given(STATES.player1, stateParams(STATES.player1))
      .uponReceiving('a request for all boards')
      .withRequest('GET', '/api/boards/', (b) => b.headers(auth))
      .willRespondWith(200, (b) => b.jsonBody({ data: eachLike(board(1)) }))
      .executeTest(async (server) => {
        useMockServer(server.url, PLAYER_TOKEN);
        const boards = await getBoards();
        expect(boards[0].board_id).toBe(1);
        expect(boards[0].board_numbers).toHaveLength(5);
        expect(boards[0].board_numbers.every((column) => column.length === 5)).toBe(true);
      });
  });

  test('GET /boards/{id} answers one board in its data field', async () => {
    await pact
      .addInteraction()
      .given(STATES.player1, stateParams(STATES.player1))
      .uponReceiving('a request for board 7')
      .withRequest('GET', '/api/boards/7', (b) => b.headers(auth))
      .willRespondWith(200, (b) => b.jsonBody({ data: board(7) }))
      .executeTest(async (server) => {
        useMockServer(server.url, PLAYER_TOKEN);
        const one = await getBoard(7);
        expect(one.board_id).toBe(7);
        expect(one.board_name).toBe('Board 7');
      });
  });

  test('GET /boards/{id} of an unknown board answers 404 {message}, shown as is (spec §8)', async () => {
    await pact
      .addInteraction()
      .given(STATES.player1, stateParams(STATES.player1))
      .uponReceiving('a request for a board that does not exist')
      .withRequest('GET', '/api/boards/9999', (b) => b.headers(auth))
      .willRespondWith(404, (b) => b.jsonBody({ message: string('board not found') }))
      .executeTest(async (server) => {
        useMockServer(server.url, PLAYER_TOKEN);
        await expect(getBoard(9999)).rejects.toMatchObject({ status: 404, message: 'board not found' });
      });
  });
});
