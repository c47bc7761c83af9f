import { describe, expect, test } from 'vitest';
import { firstRouteChunks } from './first-route';

describe('firstRouteChunks', () => {
  test('a logged-in screen loads the protected layout and its own component chunk', () => {
    for (const path of ['/gameType', '/autoGames', '/transactionHistory', '/limits']) expect(firstRouteChunks(path), path).toHaveLength(2);
  });

  test('a page whose screen loads after its shell loads the screen beside its route chunk, not a round trip after it', () => {
    for (const path of ['/stake', '/boardSelector', '/gameWindow/10', '/gameWindow/10/', '/autoBoardSelector/g1', '/autoGamePlay/g1', '/addBalance', '/gameHistory', '/profile'])
      expect(firstRouteChunks(path), path).toHaveLength(3);
  });

  test('the login page (in the app chunk) and other paths load nothing ahead', () => {
    for (const path of ['/auth', '/', '/stakes', '/gameWindow', '/gameWindow/10/x', '/autoGamePlay', '/signup']) expect(firstRouteChunks(path), path).toEqual([]);
  });
});
