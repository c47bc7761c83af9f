import { describe, expect, test } from 'vitest';
import { firstRouteChunks } from './first-route';

describe('firstRouteChunks', () => {
  test('a logged-in screen loads the protected layout and its own component chunk', () => {
    for (const path of ['/gameType', '/stake', '/boardSelector', '/gameWindow/10', '/gameWindow/10/', '/autoGames', '/autoBoardSelector/g1', '/autoGamePlay/g1', '/addBalance', '/transactionHistory', '/gameHistory', '/limits', '/profile'])
      expect(firstRouteChunks(path), path).toHaveLength(2);
  });

  test('the login page (in the app chunk) and other paths load nothing ahead', () => {
    for (const path of ['/auth', '/', '/stakes', '/gameWindow', '/gameWindow/10/x', '/autoGamePlay', '/signup']) expect(firstRouteChunks(path), path).toEqual([]);
  });
});
