import { describe, expect, test } from 'vitest';
import { schemas } from '@contracts/socket';
import { mockCall } from '../../../tests/setup/http-server';
import { getUserInfo, login } from '.';
import { createUser } from './index.account';
import { getScheduledGames } from './index.scheduled';

const balance = { current_balance: 500, promo_balance: 0 };

/**
 * A server may write the player's phone as `+2519…` or `2519…` (E.164) instead of `09…`: the client
 * reads every form and keeps `09…`, the form its requests and socket payloads send (spec §3, §7).
 */
describe('phones in HTTP answers are read in the national form 09…', () => {
  test.each(['+251911000001', '251911000001', '0911000001'])('a login answer with %j keeps 0911000001, and socket payloads made from it pass', async (phone) => {
    mockCall('post', '/users/login/').mockReturnValue({ token: 'tok', user: { username: 'abebe', phone, verified: true }, credit_balance: balance });
    const answer = await login({ username: '0911000001', password: 'cartela123' });
    expect(answer.user.phone).toBe('0911000001');
    expect(schemas.RequestInitialBoardlist.safeParse({ betAmount: 10, phone: answer.user.phone }).success).toBe(true);
  });

  test('get_user_info and signup answers too', async () => {
    mockCall('get', '/users/get_user_info').mockReturnValue({ user: { username: 'almaz', phone: '+251911000002', verified: true }, credit_balance: balance });
    expect((await getUserInfo()).user.phone).toBe('0911000002');
    mockCall('post', '/users/create/').mockReturnValue({ user: { username: 'tigist', phone: '251911234567', verified: false } });
    const created = await createUser({ username: 'tigist', phone: '0911234567', password: 'cartela123', agentId: '', age_confirmed: true });
    expect(created.user.phone).toBe('0911234567');
  });

  test('the scheduled games list: the players of boards and the winners', async () => {
    mockCall('get', '/autogames/status/:status').mockReturnValue([
      {
        gameId: 'g1',
        gameName: 'evening',
        displayStartTime: '18:00',
        startTimeLocal: '2026-11-26T18:00:00+03:00',
        gameStatus: 'completed',
        betAmount: 20,
        totalWinning: 32,
        pattern: { name: 'full house', grid: Array.from({ length: 5 }, () => Array<boolean>(5).fill(true)) },
        callList: [1, 2],
        gameWinners: [{ boardId: 17, playerPhone: '+251911000001', winningAmount: 32 }],
        playerBoards: [{ playerPhone: '251911000001', boardIds: [17] }],
      },
    ]);
    const [game] = await getScheduledGames();
    expect(game.gameWinners[0].playerPhone).toBe('0911000001');
    expect(game.playerBoards[0].playerPhone).toBe('0911000001');
  });
});
