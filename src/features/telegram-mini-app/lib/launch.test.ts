import { beforeEach, describe, expect, test } from 'vitest';
import { telegramLaunchParams, TELEGRAM_LAUNCH_KEY } from '@/shared/telegram';
import { parseTelegramLaunch } from './launch';

const initData = 'auth_date=1764158400&user=%7B%22id%22%3A700000001%2C%22language_code%22%3A%22am%22%7D&hash=abc';
const hash = `#${new URLSearchParams({ tgWebAppData: initData, tgWebAppVersion: '8.0', tgWebAppPlatform: 'android', tgWebAppThemeParams: '{"bg_color":"#ffffff","text_color":"#000000","bad":1}', tgWebAppStartParam: 'ref_abc' }).toString()}`;
const read = (location: { hash: string; search: string }) => parseTelegramLaunch(telegramLaunchParams(location));

beforeEach(() => sessionStorage.clear());

/** Telegram's launch parameters (https://core.telegram.org/bots/webapps#initializing-mini-apps). */
describe('Telegram launch parameters', () => {
  test('reads the raw init data unchanged, the start parameter, theme colours and the language hint', () => {
    expect(read({ hash, search: '' })).toEqual({ initData, startParam: 'ref_abc', version: '8.0', platform: 'android', themeParams: { bg_color: '#ffffff', text_color: '#000000' }, languageCode: 'am' });
  });

  test('survive a reload and a redirect that dropped the hash (session storage); outside Telegram null', () => {
    expect(read({ hash: '', search: '' })).toBeNull();
    read({ hash, search: '' });
    expect(sessionStorage.getItem(TELEGRAM_LAUNCH_KEY)).toContain('tgWebAppData');
    expect(read({ hash: '', search: '' })?.initData).toBe(initData);
  });

  test('the start parameter may come in the query', () => {
    expect(read({ hash: `#tgWebAppData=${encodeURIComponent(initData)}`, search: '?tgWebAppStartParam=game_g1' })?.startParam).toBe('game_g1');
  });
});
