import { beforeEach, describe, expect, test } from 'vitest';
import { bindSessionToTelegramUser, launchUserId, settleTelegramLaunch } from './session';

const launch = (id: number, extra: Record<string, string> = {}, hash = `h${id}`) =>
  new URLSearchParams({ tgWebAppData: new URLSearchParams({ auth_date: '1764158400', user: JSON.stringify({ id, first_name: 'X' }), ...extra, hash }).toString(), tgWebAppVersion: '8.0' }).toString();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** One phone, several Telegram users: a session belongs to the Telegram user it began with. */
describe('Telegram launch and the stored session', () => {
  test('the launch’s user id; anything unreadable is none', () => {
    expect(launchUserId(launch(700000001))).toBe(700000001);
    expect(launchUserId('tgWebAppData=user%3D%257Bbroken')).toBeNull();
    expect(launchUserId(null)).toBeNull();
  });

  test('another Telegram user than the session’s ends the stored session; the same one keeps it', () => {
    localStorage.setItem('token', 'mock.0911000001');
    bindSessionToTelegramUser(launch(700000001));
    expect(localStorage.getItem('cartela.telegram.user')).toBe('700000001');
    expect(settleTelegramLaunch(launch(700000001))).toEqual({ endStoredSession: false, path: null });
    expect(settleTelegramLaunch(launch(700000002))).toEqual({ endStoredSession: true, path: null });
  });

  test('a session begun outside Telegram (bound to no Telegram user) ends when a Telegram user opens the app', () => {
    localStorage.setItem('token', 'mock.0911000001');
    bindSessionToTelegramUser(null);
    expect(localStorage.getItem('cartela.telegram.user')).toBeNull();
    expect(settleTelegramLaunch(launch(700000001)).endStoredSession).toBe(true);
  });

  test('no stored session, or no Telegram: nothing to end', () => {
    expect(settleTelegramLaunch(launch(700000001))).toEqual({ endStoredSession: false, path: null });
    localStorage.setItem('token', 'mock.0911000001');
    expect(settleTelegramLaunch(null)).toEqual({ endStoredSession: false, path: null });
  });

  test('a returning player’s game_<id> deep link opens that game once per launch; ref_ and other values do nothing', () => {
    localStorage.setItem('token', 'mock.0911000001');
    bindSessionToTelegramUser(launch(700000001));
    const deepLink = launch(700000001, { start_param: 'game_auto-7k2q' });
    expect(settleTelegramLaunch(deepLink)).toEqual({ endStoredSession: false, path: '/autoBoardSelector/auto-7k2q' });
    // a reload of the same launch stays where the player went since
    expect(settleTelegramLaunch(deepLink).path).toBeNull();
    // a new launch with the same link follows it again
    expect(settleTelegramLaunch(launch(700000001, { start_param: 'game_auto-7k2q' }, 'another')).path).toBe('/autoBoardSelector/auto-7k2q');
    expect(settleTelegramLaunch(launch(700000001, { start_param: 'ref_abc' }, 'third')).path).toBeNull();
    expect(settleTelegramLaunch(launch(700000001, { start_param: 'game_../x' }, 'fourth')).path).toBeNull();
  });
});
