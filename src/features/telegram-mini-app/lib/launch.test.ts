import { beforeEach, describe, expect, test } from 'vitest';
import { telegramLaunchParams, telegramNativeSide, TELEGRAM_LAUNCH_KEY, type TelegramHost } from '@/shared/telegram';
import { parseTelegramLaunch, telegramUserOf } from './launch';

const initData = 'auth_date=1764158400&user=%7B%22id%22%3A700000001%2C%22language_code%22%3A%22am%22%7D&hash=abc';
const hash = `#${new URLSearchParams({ tgWebAppData: initData, tgWebAppVersion: '8.0', tgWebAppPlatform: 'android', tgWebAppThemeParams: '{"bg_color":"#ffffff","text_color":"#000000","bad":1}', tgWebAppStartParam: 'ref_abc' }).toString()}`;
const read = (location: { hash: string }, native: 'proxy' | 'frame' | null = 'proxy') => parseTelegramLaunch(telegramLaunchParams(location, native));

beforeEach(() => sessionStorage.clear());

/** A window as Telegram's clients (or anyone else) would present it. */
function host(options: { proxy?: boolean; framedBy?: string[] | null; referrer?: string } = {}): TelegramHost {
  const self = {} as TelegramHost;
  Object.assign(self, {
    TelegramWebviewProxy: options.proxy ? { postEvent: () => undefined } : undefined,
    parent: options.framedBy === undefined ? self : {},
    location: options.framedBy ? { ancestorOrigins: options.framedBy } : {},
    document: { referrer: options.referrer ?? '' },
  });
  return self;
}

/** Telegram's launch parameters (https://core.telegram.org/bots/webapps#initializing-mini-apps). */
describe('Telegram launch parameters', () => {
  test('reads the raw init data unchanged, the start parameter, theme colours and the language hint', () => {
    expect(read({ hash })).toEqual({ initData, startParam: 'ref_abc', version: '8.0', platform: 'android', themeParams: { bg_color: '#ffffff', text_color: '#000000' }, languageCode: 'am' });
  });

  test('survive a reload and a redirect that dropped the hash (session storage); outside Telegram null', () => {
    expect(read({ hash: '' })).toBeNull();
    read({ hash });
    expect(sessionStorage.getItem(TELEGRAM_LAUNCH_KEY)).toContain('tgWebAppData');
    expect(read({ hash: '' })?.initData).toBe(initData);
  });

  test('a plain tab with someone’s launch data in its address is a plain tab: nothing read, nothing kept', () => {
    expect(read({ hash }, null)).toBeNull();
    expect(sessionStorage.getItem(TELEGRAM_LAUNCH_KEY)).toBeNull();
    // a launch kept earlier in this tab is no launch without Telegram around it either
    sessionStorage.setItem(TELEGRAM_LAUNCH_KEY, hash.slice(1));
    expect(read({ hash: '' }, null)).toBeNull();
  });

  test('never from the query string: the init data comes in the hash only', () => {
    expect(telegramLaunchParams({ hash: '', search: `?tgWebAppData=${encodeURIComponent(initData)}` } as Location, 'proxy')).toBeNull();
    // the start parameter inside the signed init data still counts
    expect(read({ hash: `#tgWebAppData=${encodeURIComponent(`${initData}&start_param=game_g1`)}` })?.startParam).toBe('game_g1');
  });

  test('the user the launch names, for the confirmation before a link', () => {
    const user = (fields: object) => telegramUserOf(`user=${encodeURIComponent(JSON.stringify({ id: 1, ...fields }))}`);
    expect(user({ first_name: 'Abebe', last_name: 'Kebede', username: 'abebe_t' })).toEqual({ name: 'Abebe Kebede', username: 'abebe_t' });
    expect(user({ first_name: ' Tigist ' })).toEqual({ name: 'Tigist', username: null });
    expect(user({ username: 'only_handle' })).toEqual({ name: '@only_handle', username: 'only_handle' });
    expect(user({})).toBeNull();
    expect(telegramUserOf('user=%7Bbroken')).toBeNull();
  });
});

/** Which Telegram native side runs the page: only Telegram's own clients count. */
describe('Telegram native side', () => {
  test('Telegram’s apps: TelegramWebviewProxy.postEvent in the web view', () => {
    expect(telegramNativeSide(host({ proxy: true }))).toBe('proxy');
  });

  test('Telegram’s web client framing the page (every ancestor is web.telegram.org, or the referrer where ancestors are not listed)', () => {
    expect(telegramNativeSide(host({ framedBy: ['https://web.telegram.org'] }))).toBe('frame');
    const firefoxLike = host({ framedBy: null, referrer: 'https://web.telegram.org/k/' });
    expect(telegramNativeSide(firefoxLike)).toBe('frame');
  });

  test.each([
    ['a plain tab', host()],
    ['a plain tab whose referrer is Telegram (a link clicked in Telegram Web)', host({ referrer: 'https://web.telegram.org/k/' })],
    ['another site framing the page', host({ framedBy: ['https://evil.example'] })],
    ['another site framing Telegram Web framing the page', host({ framedBy: ['https://web.telegram.org', 'https://evil.example'] })],
    ['a look-alike origin', host({ framedBy: ['https://web.telegram.org.evil.example'] })],
    ['a frame with no referrer and no ancestor list', host({ framedBy: null })],
  ])('%s: none', (_name, window) => {
    expect(telegramNativeSide(window)).toBeNull();
  });
});
