import { describe, expect, test } from 'vitest';
import { firstRouteChunks } from './first-route';

describe('firstRouteChunks', () => {
  test('a game screen loads the protected layout and its own component chunk', () => {
    for (const path of ['/gameType', '/stake', '/boardSelector', '/gameWindow/10', '/gameWindow/10/']) expect(firstRouteChunks(path), path).toHaveLength(2);
  });

  test('the login page (in the app chunk) and other paths load nothing ahead', () => {
    for (const path of ['/auth', '/', '/stakes', '/gameWindow', '/gameWindow/10/x', '/gameHistory']) expect(firstRouteChunks(path), path).toEqual([]);
  });
});
