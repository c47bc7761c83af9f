import { afterEach, describe, expect, test, vi } from 'vitest';
import { installMockTelegram } from './telegram-frame';

type Proxy = { postEvent(method: string, data?: string): void };
const w = window as unknown as { TelegramWebviewProxy?: Proxy; Telegram?: { WebView: { receiveEvent(e: string, p?: unknown): void } } };

afterEach(() => {
  delete w.TelegramWebviewProxy;
  delete w.Telegram;
  sessionStorage.clear();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

/** The mock's stand-in for Telegram's native side (npm run telegram:link). */
describe('mock Telegram stand-in', () => {
  test('only when the tab asks for it (?mockTelegram): a plain tab gets no native side', () => {
    installMockTelegram();
    expect(w.TelegramWebviewProxy).toBeUndefined();
  });

  test('draws the MainButton and BackButton the app sets up; their presses come back as Telegram events', async () => {
    window.history.replaceState(null, '', '/?mockTelegram');
    installMockTelegram();
    const receiveEvent = vi.fn();
    w.Telegram = { WebView: { receiveEvent } };
    w.TelegramWebviewProxy!.postEvent('web_app_setup_main_button', JSON.stringify({ is_visible: true, is_active: true, text: 'Start' }));
    w.TelegramWebviewProxy!.postEvent('web_app_setup_back_button', JSON.stringify({ is_visible: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const main = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Start')!;
    expect(main.style.display).toBe('block');
    main.click();
    expect(receiveEvent).toHaveBeenCalledWith('main_button_pressed', undefined);
    [...document.querySelectorAll('button')].find((b) => b.textContent === '‹ Back')!.click();
    expect(receiveEvent).toHaveBeenCalledWith('back_button_pressed', undefined);
    // the page keeps clear of the header and the MainButton
    expect(receiveEvent).toHaveBeenCalledWith('content_safe_area_changed', { top: 56, bottom: 60, left: 0, right: 0 });
    // kept for the tab: a reload without the flag still has it
    delete w.TelegramWebviewProxy;
    window.history.replaceState(null, '', '/gameType');
    installMockTelegram();
    expect(w.TelegramWebviewProxy).toBeDefined();
  });
});
