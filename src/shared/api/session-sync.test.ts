import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { PLAYER_DEVICE_KEYS } from '@/shared/config';
import { forgetStoredPlayer } from './session-end';
import { followSessionOfOtherTabs } from './session-sync';
import { readToken, writeToken } from './http/token';

/**
 * Two tabs of one browser share local storage: what the other tab does arrives here as a `storage`
 * event (never in the tab that wrote). The other tab is played by writing storage and sending the
 * event, as the browser does.
 */
function otherTabWrites(newValue: string | null) {
  if (newValue === null) localStorage.removeItem('token');
  else localStorage.setItem('token', newValue);
  window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue, storageArea: localStorage }));
}

let assign: ReturnType<typeof vi.fn>;
let stop: () => void;
beforeEach(() => {
  assign = vi.fn();
  stop = followSessionOfOtherTabs({
    addEventListener: window.addEventListener.bind(window),
    removeEventListener: window.removeEventListener.bind(window),
    location: { pathname: '/gameWindow/10', assign },
  } as unknown as Window);
});
afterEach(() => {
  stop();
  localStorage.clear();
  sessionStorage.clear();
  readToken();
});

describe('tabs share the session (spec §3 token in local storage)', () => {
  test('a logout in another tab sends this tab to /auth with its game forgotten', () => {
    writeToken('tok-abebe');
    sessionStorage.setItem('gameId', 'g10-1');
    sessionStorage.setItem('marks.g10-1', '{"7":[5]}');
    otherTabWrites(null);
    expect(assign).toHaveBeenCalledWith('/auth');
    expect(sessionStorage.length).toBe(0);
    expect(readToken()).toBeNull();
  });

  test('a login of another player in another tab: this tab never sends that token with its own phone, then reloads as that player', () => {
    writeToken('tok-abebe');
    sessionStorage.setItem('gameId', 'g10-1');
    // the other tab's login is stored before its event arrives here
    localStorage.setItem('token', 'tok-almaz');
    expect(readToken()).toBe('tok-abebe');
    localStorage.setItem(PLAYER_DEVICE_KEYS.gameCalls, '{"almaz":true}');
    otherTabWrites('tok-almaz');
    expect(assign).toHaveBeenCalledWith('/');
    expect(sessionStorage.length).toBe(0);
    // until the reload, nothing is sent as either player; almaz's login and data stay for almaz
    expect(readToken()).toBeNull();
    expect(localStorage.getItem('token')).toBe('tok-almaz');
    expect(localStorage.getItem(PLAYER_DEVICE_KEYS.gameCalls)).toBe('{"almaz":true}');
  });

  test('a tab whose token is refused (401) after another tab logged in leaves that newer login alone', () => {
    writeToken('tok-abebe');
    localStorage.setItem('token', 'tok-almaz');
    localStorage.setItem(PLAYER_DEVICE_KEYS.gameCalls, '{"0911000002":[]}');
    sessionStorage.setItem('gameId', 'g10-1');
    forgetStoredPlayer();
    expect(localStorage.getItem('token')).toBe('tok-almaz');
    expect(localStorage.getItem(PLAYER_DEVICE_KEYS.gameCalls)).toBe('{"0911000002":[]}');
    expect(sessionStorage.length).toBe(0);
  });

  test('a tab without a session (the login page) follows a login in another tab; the same token again changes nothing', () => {
    otherTabWrites('tok-abebe');
    expect(assign).toHaveBeenCalledWith('/');
    assign.mockClear();
    readToken();
    otherTabWrites('tok-abebe');
    expect(assign).not.toHaveBeenCalled();
  });
});
