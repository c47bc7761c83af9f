import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { getScheduledGames } from '../../../src/shared/api/index.scheduled';
import { httpPact, PLAYER_TOKEN, useMockServer, stateParams } from '../pact';

const { like, eachLike, boolean, number, integer, string, datetime } = MatchersV3;
const pact = httpPact();

/** Spec §7 last row, §2.12: the scheduled games list, through the real generated client. */
describe('scheduled games list', () => {
  test('GET /autogames/status/scheduled answers the list of scheduled games', async () => {
    await pact
      .addInteraction()
      .given('a verified player 0911000001 with 500.00 ETB', stateParams('a verified player 0911000001 with 500.00 ETB'))
      .given('one scheduled game waiting', stateParams('one scheduled game waiting'))
      .uponReceiving('a request for the scheduled games')
      .withRequest('GET', '/api/autogames/status/scheduled', (b) => b.headers({ Authorization: like(`Bearer ${PLAYER_TOKEN}`) }))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          eachLike({
            gameId: string('auto-1-ab12'),
            gameName: string('morning-quick-line'),
            displayStartTime: string('15:30 UTC'),
            startTimeLocal: datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-11-23T15:30:00.000Z'),
            gameStatus: string('waiting'),
            betAmount: number(20.0),
            totalWinning: number(32.0),
            pattern: { name: string('One line'), grid: eachLike(eachLike(boolean(true), 5), 5) },
            callList: eachLike(integer(7), 0),
            gameWinners: eachLike({ boardId: integer(17), playerPhone: string('0911000001'), winningAmount: number(16.0) }, 0),
            playerBoards: eachLike({ playerPhone: string('0911000001'), boardIds: eachLike(integer(17)) }, 0),
          }),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server.url, PLAYER_TOKEN);
        const games = await getScheduledGames();
        expect(games[0].gameName).toBe('morning-quick-line');
        expect(games[0].pattern.grid).toHaveLength(5);
      });
  });

  test('GET /autogames/status/scheduled failing answers 500 {message}', async () => {
    await pact
      .addInteraction()
      .given('a verified player 0911000001 with 500.00 ETB', stateParams('a verified player 0911000001 with 500.00 ETB'))
      .given('the scheduled games store is unavailable', stateParams('the scheduled games store is unavailable'))
      .uponReceiving('a request for the scheduled games when the store fails')
      .withRequest('GET', '/api/autogames/status/scheduled', (b) => b.headers({ Authorization: like(`Bearer ${PLAYER_TOKEN}`) }))
      .willRespondWith(500, (b) => b.jsonBody({ message: string('scheduled games unavailable') }))
      .executeTest(async (server) => {
        useMockServer(server.url, PLAYER_TOKEN);
        await expect(getScheduledGames()).rejects.toThrow('scheduled games unavailable');
      });
  });
});
