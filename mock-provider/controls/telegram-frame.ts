/**
 * A stand-in for Telegram's native side, for developers in mock mode (`npm run telegram:link`): the
 * app takes launch data only when Telegram's apps put `window.TelegramWebviewProxy` into the web
 * view (shared/telegram), so a plain browser tab with launch data in its address is a plain tab. With
 * `?mockTelegram` in the address (kept for the tab in session storage), this installs such a proxy
 * and draws what Telegram draws around a Mini App: a header with the BackButton and the title, and
 * the MainButton at the bottom, both following what the app posts; their presses go back as
 * Telegram's events. Plain DOM inside the mock chunk: never in a build for a real server.
 */

const FLAG_KEY = 'cartela.mock.telegram';
const HEADER_PX = 56;
const MAIN_BUTTON_PX = 60;

interface WebView {
  receiveEvent(event: string, payload?: unknown): void;
}

/** Whether this tab asked for the stand-in: `?mockTelegram` now, or earlier in the tab. */
function wanted(): boolean {
  try {
    if (new URLSearchParams(window.location.search).has('mockTelegram')) {
      sessionStorage.setItem(FLAG_KEY, '1');
      return true;
    }
    return sessionStorage.getItem(FLAG_KEY) === '1';
  } catch {
    return false;
  }
}

/** Installs the stand-in when the tab asked for it; otherwise does nothing. */
export function installMockTelegram(): void {
  if (!wanted()) return;
  const theme = (() => {
    try {
      return JSON.parse(new URLSearchParams(window.location.hash.slice(1)).get('tgWebAppThemeParams') ?? '{}') as Record<string, string>;
    } catch {
      return {};
    }
  })();
  const send = (event: string, payload?: unknown) => (window as unknown as { Telegram?: { WebView?: WebView } }).Telegram?.WebView?.receiveEvent(event, payload);

  const header = document.createElement('div');
  header.setAttribute('aria-label', 'Telegram (mock)');
  header.setAttribute('role', 'banner');
  header.style.cssText =
    `position:fixed;top:0;left:0;right:0;height:${HEADER_PX}px;z-index:2000;display:flex;align-items:center;gap:8px;padding:0 8px;` +
    `background:${theme.header_bg_color ?? theme.secondary_bg_color ?? '#ffffff'};color:${theme.text_color ?? '#000000'};font:600 17px/1 system-ui,sans-serif;box-shadow:0 1px 0 rgba(0,0,0,.12)`;
  const back = document.createElement('button');
  back.type = 'button';
  back.textContent = '‹ Back';
  back.style.cssText = `visibility:hidden;min-height:44px;border:0;background:none;color:${theme.link_color ?? '#2481cc'};font:inherit;font-weight:400;cursor:pointer`;
  back.addEventListener('click', () => send('back_button_pressed'));
  const title = document.createElement('span');
  title.textContent = 'Cartela · mini app';
  header.append(back, title);

  const main = document.createElement('button');
  main.type = 'button';
  main.style.cssText =
    `display:none;position:fixed;left:0;right:0;bottom:0;height:${MAIN_BUTTON_PX}px;z-index:2000;border:0;` +
    `background:${theme.button_color ?? '#2481cc'};color:${theme.button_text_color ?? '#ffffff'};font:600 16px/1 system-ui,sans-serif;cursor:pointer`;
  main.addEventListener('click', () => send('main_button_pressed'));

  const contentSafeArea = () => ({ top: HEADER_PX, bottom: main.style.display === 'none' ? 0 : MAIN_BUTTON_PX, left: 0, right: 0 });
  const posted: Record<string, (params: Record<string, unknown>) => void> = {
    web_app_setup_back_button: (p) => void (back.style.visibility = p.is_visible ? 'visible' : 'hidden'),
    web_app_setup_main_button: (p) => {
      main.style.display = p.is_visible ? 'block' : 'none';
      if (typeof p.text === 'string') main.textContent = p.is_progress_visible ? `${p.text} …` : p.text;
      main.disabled = p.is_active === false;
      main.style.opacity = p.is_active === false ? '0.6' : '1';
      send('content_safe_area_changed', contentSafeArea());
    },
    web_app_request_theme: () => send('theme_changed', { theme_params: theme }),
    web_app_request_content_safe_area: () => send('content_safe_area_changed', contentSafeArea()),
    web_app_request_safe_area: () => send('safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 }),
    web_app_request_phone: () => send('phone_requested', { status: 'cancelled' }),
  };
  (window as unknown as { TelegramWebviewProxy: unknown }).TelegramWebviewProxy = {
    postEvent(method: string, data?: string) {
      let params: Record<string, unknown> = {};
      try {
        params = data ? (JSON.parse(data) as Record<string, unknown>) : {};
      } catch {
        // not JSON: nothing to read
      }
      console.debug('[mock Telegram]', method, params);
      // Telegram answers after the call returns
      setTimeout(() => posted[method]?.(params), 0);
    },
  };
  const attach = () => document.body.append(header, main);
  if (document.body) attach();
  else document.addEventListener('DOMContentLoaded', attach, { once: true });
  console.info('[mock provider] Telegram stand-in: header, BackButton and MainButton drawn by the mock (?mockTelegram)');
}
