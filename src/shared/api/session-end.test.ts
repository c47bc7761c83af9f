import { afterEach, describe, expect, test } from 'vitest';
import { PLAYER_DEVICE_KEYS, PLAYER_KEPT_KEYS } from '@/shared/config';
import { forgetStoredPlayer } from './session-end';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** Spec §4 Logout on a shared phone: nothing of the last player stays; device preferences do. */
describe('forgetStoredPlayer', () => {
  test('removes the token, the tab storage and every per-player local key; keeps device preferences', () => {
    localStorage.setItem('token', 'mock.0911000001.x');
    for (const key of Object.values(PLAYER_DEVICE_KEYS)) localStorage.setItem(key, '{"phone":"0911000001"}');
    localStorage.setItem('cartela.language', 'am');
    sessionStorage.setItem('gameId', '7');
    // the unsettled money intents outlive the session (each names its player; shown only to them)
    localStorage.setItem(PLAYER_KEPT_KEYS.moneyIntents, '[{"phone":"0911000001","key":"k"}]');
    forgetStoredPlayer();
    expect(localStorage.getItem(PLAYER_KEPT_KEYS.moneyIntents)).toBe('[{"phone":"0911000001","key":"k"}]');
    expect(localStorage.getItem('token')).toBeNull();
    for (const key of Object.values(PLAYER_DEVICE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('cartela.ageConfirmed')).toBeNull();
    // the calls of the player's finished games (fairness view) go with the player
    expect(localStorage.getItem('cartela.player.gameCalls')).toBeNull();
    // the limits and today's totals kept on the device (responsible play) are the player's
    expect(localStorage.getItem('cartela.player.limits')).toBeNull();
    expect(localStorage.getItem('cartela.player.limitsToday')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.getItem('cartela.language')).toBe('am');
  });
});
