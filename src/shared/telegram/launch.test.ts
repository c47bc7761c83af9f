import { beforeEach, describe, expect, test } from 'vitest';
import { readTelegramLaunch, TELEGRAM_LAUNCH_KEY } from './launch';

const initData = 'auth_date=1764158400&user=%7B%22id%22%3A700000001%2C%22language_code%22%3A%22am%22%7D&hash=abc';
const hash = `#${new URLSearchParams({ tgWebAppData: initData, tgWebAppVersion: '8.0', tgWebAppPlatform: 'android', tgWebAppThemeParams: '{"bg_color":"#ffffff","text_color":"#000000","bad":1}', tgWebAppStartParam: 'ref_abc' }).toString()}`;

beforeEach(() => sessionStorage.clear());

/** Telegram's launch parameters (https://core.telegram.org/bots/webapps#initializing-mini-apps). */
describe('readTelegramLaunch', () => {
  test('reads the raw init data unchanged, the start parameter, theme colours and the language hint', () => {
    const launch = readTelegramLaunch({ hash, search: '' }, sessionStorage);
    expect(launch).toEqual({ initData, startParam: 'ref_abc', version: '8.0', platform: 'android', themeParams: { bg_color: '#ffffff', text_color: '#000000' }, languageCode: 'am' });
  });

  test('survives a reload and a redirect that dropped the hash (session storage); outside Telegram null', () => {
    expect(readTelegramLaunch({ hash: '', search: '' }, sessionStorage)).toBeNull();
    readTelegramLaunch({ hash, search: '' }, sessionStorage);
    expect(sessionStorage.getItem(TELEGRAM_LAUNCH_KEY)).toContain('tgWebAppData');
    expect(readTelegramLaunch({ hash: '', search: '' }, sessionStorage)?.initData).toBe(initData);
  });

  test('the start parameter may come in the query', () => {
    expect(readTelegramLaunch({ hash: `#tgWebAppData=${encodeURIComponent(initData)}`, search: '?tgWebAppStartParam=game_g1' }, sessionStorage)?.startParam).toBe('game_g1');
  });
});
