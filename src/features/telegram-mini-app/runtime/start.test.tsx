import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  onTelegramActivated,
  openLinkInTelegram,
  shareInTelegram,
  telegramHaptic,
  useTelegramBackAction,
  useTelegramClosingConfirmation,
  useTelegramMainButton,
  useTelegramVerticalSwipesOff,
} from '@/shared/telegram/index.native';
import { vars } from '@/shared/ui/theme';
import { startTelegramApp, type RouterLike } from './start';

type Posted = [string, Record<string, unknown> | undefined];
let posted: Posted[];
let stop: () => void;
const receive = (event: string, payload?: unknown) => (window as unknown as { Telegram: { WebView: { receiveEvent(e: string, p?: unknown): void } } }).Telegram.WebView.receiveEvent(event, payload);
const propertyOf = (token: string) => token.replace(/^var\((--[^,)]+).*$/, '$1');
const last = (method: string) => posted.filter(([m]) => m === method).at(-1)?.[1];

function fakeRouter(pathname: string) {
  let listener: ((e: { toLocation: { pathname: string } }) => void) | null = null;
  const router: RouterLike & { go(path: string): void } = {
    state: { location: { pathname } },
    subscribe: (_e, l) => ((listener = l), () => (listener = null)),
    go(path) {
      router.state.location.pathname = path;
      listener?.({ toLocation: { pathname: path } });
    },
  };
  return router;
}
const launch = { initData: 'x', startParam: null, version: '8.0', platform: 'android', themeParams: { bg_color: '#ffffff', text_color: '#000000', button_color: '#2481cc' }, languageCode: 'am' };

beforeEach(() => {
  posted = [];
  (window as unknown as { TelegramWebviewProxy: unknown }).TelegramWebviewProxy = { postEvent: (method: string, data: string) => posted.push([method, data ? (JSON.parse(data) as Record<string, unknown>) : undefined]) };
});
afterEach(() => stop?.());

/** The Mini App runtime against a fake native side (TelegramWebviewProxy.postEvent, Telegram.WebView.receiveEvent). */
describe('Telegram Mini App runtime', () => {
  test('expands, applies the theme, follows theme_changed, picks the first language and says ready', async () => {
    const firstLanguage = vi.fn();
    stop = await startTelegramApp({ launch, router: fakeRouter('/auth'), firstLanguage });
    expect(posted.map(([m]) => m)).toContain('web_app_expand');
    expect(document.documentElement.style.getPropertyValue(propertyOf(vars.color.bg))).toBe('#ffffff');
    expect(document.documentElement.style.colorScheme).toBe('light');
    expect(firstLanguage).toHaveBeenCalledWith('am');
    receive('theme_changed', { theme_params: { bg_color: '#212121', text_color: '#ffffff' } });
    expect(document.documentElement.style.getPropertyValue(propertyOf(vars.color.bg))).toBe('#212121');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    await vi.waitFor(() => expect(posted.map(([m]) => m)).toContain('web_app_ready'));
  });

  test('BackButton hidden on the first pages, shown elsewhere; its press goes back, or runs the screen’s back action', async () => {
    const router = fakeRouter('/gameType');
    stop = await startTelegramApp({ launch, router });
    expect(last('web_app_setup_back_button')).toEqual({ is_visible: false });
    router.go('/stake');
    expect(last('web_app_setup_back_button')).toEqual({ is_visible: true });
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    receive('back_button_pressed');
    expect(back).toHaveBeenCalledOnce();

    const exit = vi.fn();
    function Game() {
      useTelegramBackAction(exit);
      useTelegramClosingConfirmation(true);
      return null;
    }
    const view = render(<Game />);
    receive('back_button_pressed');
    expect(exit).toHaveBeenCalledOnce();
    expect(back).toHaveBeenCalledOnce();
    expect(last('web_app_setup_closing_behavior')).toEqual({ need_confirmation: true });
    act(() => view.unmount());
    expect(last('web_app_setup_closing_behavior')).toEqual({ need_confirmation: false });
  });

  test('haptics (an alert shown is an error) and outside links go to Telegram once connected', async () => {
    stop = await startTelegramApp({ launch, router: fakeRouter('/auth') });
    telegramHaptic('mark');
    expect(last('web_app_trigger_haptic_feedback')).toEqual({ type: 'impact', impact_style: 'light' });
    telegramHaptic('win');
    expect(last('web_app_trigger_haptic_feedback')).toEqual({ type: 'notification', notification_type: 'success' });
    const alert = document.createElement('p');
    alert.setAttribute('role', 'alert');
    document.body.append(alert);
    await vi.waitFor(() => expect(last('web_app_trigger_haptic_feedback')).toEqual({ type: 'notification', notification_type: 'error' }));
    alert.remove();
    expect(openLinkInTelegram('https://pay.example/checkout')).toBe(true);
    expect(last('web_app_open_link')).toEqual({ url: 'https://pay.example/checkout' });
    stop();
    expect(openLinkInTelegram('https://pay.example/checkout')).toBe(false);
  });
});

describe('Telegram MainButton', () => {
  test('shows the screen’s main action, its progress while the request runs, runs it on press, hides after', async () => {
    stop = await startTelegramApp({ launch, router: fakeRouter('/auth') });
    const press = vi.fn();
    function Form({ progress }: { progress: boolean }) {
      useTelegramMainButton({ text: 'Link and continue', onClick: press, progress });
      return null;
    }
    const view = render(<Form progress={false} />);
    expect(last('web_app_setup_main_button')).toEqual({ is_visible: true, is_active: true, is_progress_visible: false, text: 'Link and continue' });
    receive('main_button_pressed');
    expect(press).toHaveBeenCalledOnce();
    view.rerender(<Form progress />);
    expect(last('web_app_setup_main_button')).toEqual({ is_visible: true, is_active: false, is_progress_visible: true, text: 'Link and continue' });
    act(() => view.unmount());
    expect(last('web_app_setup_main_button')).toEqual({ is_visible: false });
  });
});

describe('Telegram play', () => {
  test.each([
    ['am', 'am'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['ru', null],
    ['om', null],
    [null, null],
  ])('language_code %s gives the first language %s (null: the default texts stay)', async (languageCode, expected) => {
    const firstLanguage = vi.fn();
    stop = await startTelegramApp({ launch: { ...launch, languageCode }, router: fakeRouter('/auth'), firstLanguage });
    if (expected) expect(firstLanguage).toHaveBeenCalledWith(expected);
    else expect(firstLanguage).not.toHaveBeenCalled();
  });

  test('vertical swipes are off while a game screen or board picker is mounted, on again after (Telegram 7.7+)', async () => {
    stop = await startTelegramApp({ launch, router: fakeRouter('/stake') });
    expect(last('web_app_setup_swipe_behavior')).toEqual({ allow_vertical_swipe: true });
    function Picker() {
      useTelegramVerticalSwipesOff();
      return null;
    }
    const picker = render(<Picker />);
    await act(async () => undefined);
    expect(last('web_app_setup_swipe_behavior')).toEqual({ allow_vertical_swipe: false });
    // the game screen follows the picker: still off, and said once
    const game = render(<Picker />);
    await act(async () => picker.unmount());
    expect(posted.filter(([m]) => m === 'web_app_setup_swipe_behavior')).toHaveLength(2);
    await act(async () => game.unmount());
    expect(last('web_app_setup_swipe_behavior')).toEqual({ allow_vertical_swipe: true });
  });

  test('one screen replacing another in the same render never allows swipes in between (the picker unmounts as the game page mounts)', async () => {
    stop = await startTelegramApp({ launch, router: fakeRouter('/boardSelector') });
    function Locked() {
      useTelegramVerticalSwipesOff();
      return null;
    }
    function Page({ screen }: { screen: 'picker' | 'game' }) {
      return screen === 'picker' ? <Locked key="picker" /> : <Locked key="game" />;
    }
    const view = render(<Page screen="picker" />);
    await act(async () => undefined);
    const before = posted.filter(([m]) => m === 'web_app_setup_swipe_behavior').length;
    await act(async () => view.rerender(<Page screen="game" />));
    expect(posted.filter(([m]) => m === 'web_app_setup_swipe_behavior')).toHaveLength(before);
    expect(last('web_app_setup_swipe_behavior')).toEqual({ allow_vertical_swipe: false });
    await act(async () => view.unmount());
  });

  test('a Telegram before 7.7 is not asked about swipes', async () => {
    stop = await startTelegramApp({ launch: { ...launch, version: '7.6' }, router: fakeRouter('/stake') });
    function Game() {
      useTelegramVerticalSwipesOff();
      return null;
    }
    const view = render(<Game />);
    act(() => view.unmount());
    expect(posted.filter(([m]) => m === 'web_app_setup_swipe_behavior')).toEqual([]);
  });

  test('Telegram making the Mini App active again (visibility_changed visible) is passed on; hidden is not', async () => {
    stop = await startTelegramApp({ launch, router: fakeRouter('/gameType') });
    const activated = vi.fn();
    const unsubscribe = onTelegramActivated(activated);
    receive('visibility_changed', { is_visible: false });
    expect(activated).not.toHaveBeenCalled();
    receive('visibility_changed', { is_visible: true });
    expect(activated).toHaveBeenCalledOnce();
    unsubscribe();
  });

  test('a share inside Telegram opens Telegram’s share sheet (t.me/share/url); outside, and before Telegram 6.1, the caller shares', async () => {
    expect(shareInTelegram('https://t.me/bot/app?startapp=ref_x', 'Join me')).toBe(false);
    stop = await startTelegramApp({ launch, router: fakeRouter('/invite') });
    expect(shareInTelegram('https://t.me/bot/app?startapp=ref_x', 'Join me & win')).toBe(true);
    expect(last('web_app_open_tg_link')).toEqual({ path_full: '/share/url?url=https%3A%2F%2Ft.me%2Fbot%2Fapp%3Fstartapp%3Dref_x&text=Join+me+%26+win' });
    stop();
    stop = await startTelegramApp({ launch: { ...launch, version: '6.0' }, router: fakeRouter('/invite') });
    expect(shareInTelegram('https://cartela.example/signup?ref=x', 'Join me')).toBe(false);
  });

  test('the MainButton hook says whether Telegram shows it, also for a screen shown before the runtime connected', async () => {
    let shown: boolean[] = [];
    function Screen() {
      shown.push(useTelegramMainButton({ text: 'Start', onClick: () => undefined }));
      return null;
    }
    const view = render(<Screen />);
    expect(shown.at(-1)).toBe(false);
    shown = [];
    await act(async () => {
      stop = await startTelegramApp({ launch, router: fakeRouter('/boardSelector') });
    });
    expect(shown.at(-1)).toBe(true);
    expect(last('web_app_setup_main_button')).toMatchObject({ is_visible: true, text: 'Start' });
    act(() => stop());
    expect(shown.at(-1)).toBe(false);
    view.unmount();
  });
});
