import { afterEach, describe, expect, test, vi } from 'vitest';
import { API_BASE_URL } from '@/shared/config';
import { startSessionCheck } from './early-read';
import { firstRouteChunks } from './first-route';

describe('firstRouteChunks', () => {
  test('a logged-in screen loads the protected layout and its own component chunk (a game screen after its shell: not the screen)', () => {
    for (const path of ['/gameType', '/stake', '/boardSelector', '/autoGames', '/autoBoardSelector/g1', '/autoGamePlay/g1', '/transactionHistory', '/limits'])
      expect(firstRouteChunks(path), path).toHaveLength(2);
  });

  test('a screen requested with its route chunk (small account screens, the live game) loads beside it', () => {
    for (const path of ['/addBalance', '/gameHistory', '/profile', '/gameWindow/10', '/gameWindow/10/']) expect(firstRouteChunks(path), path).toHaveLength(3);
  });

  test('the login page (in the app chunk) and other paths load nothing ahead', () => {
    for (const path of ['/auth', '/', '/stakes', '/gameWindow', '/gameWindow/10/x', '/autoGamePlay', '/signup']) expect(firstRouteChunks(path), path).toEqual([]);
  });
});

describe('startSessionCheck (the session check beside the app chunk, spec §3)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  test('sends GET /users/get_user_info with the stored token at once; nothing without a token', () => {
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    startSessionCheck();
    expect(fetch).not.toHaveBeenCalled();
    localStorage.setItem('token', 'tok-early');
    startSessionCheck();
    expect(fetch).toHaveBeenCalledWith(`${API_BASE_URL}/users/get_user_info`, { method: 'GET', headers: { Authorization: 'Bearer tok-early' } });
  });
});
