import { afterEach, describe, expect, test } from 'vitest';
import { STORAGE_KEYS } from '@/shared/config';
import { storedReturnTarget } from './return-path';

function stored(path: string | null, gameId: string | null = 'g1') {
  sessionStorage.clear();
  if (path !== null) sessionStorage.setItem(STORAGE_KEYS.path, path);
  if (gameId !== null) sessionStorage.setItem(STORAGE_KEYS.gameId, gameId);
}

/** Spec §4 manual flow 7: the stored game screen comes back as a typed route target. */
describe('stored return target', () => {
  afterEach(() => sessionStorage.clear());

  test('the live game at its stake and the board selector come back typed', () => {
    stored('/gameWindow/10');
    expect(storedReturnTarget()).toEqual({ to: '/gameWindow/$betAmount', params: { betAmount: 10 } });
    stored('/gameWindow/7.5');
    expect(storedReturnTarget()).toEqual({ to: '/gameWindow/$betAmount', params: { betAmount: 7.5 } });
    stored('/boardSelector');
    expect(storedReturnTarget()).toEqual({ to: '/boardSelector' });
  });

  test('anything else, or no game, is no place to return to', () => {
    for (const path of ['/stake', '/gameWindow/x', '/gameWindow/10/x', '//evil.example', 'https://evil.example/gameWindow/10']) {
      stored(path);
      expect(storedReturnTarget(), path).toBeNull();
    }
    stored('/gameWindow/10', null);
    expect(storedReturnTarget()).toBeNull();
    stored(null);
    expect(storedReturnTarget()).toBeNull();
  });
});
