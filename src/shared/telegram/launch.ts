/**
 * Whether Telegram opened this tab as a Mini App: its launch parameters
 * (https://core.telegram.org/bots/webapps#initializing-mini-apps) — `tgWebAppData` (the signed init
 * data) and the rest — in the URL hash (the start parameter may also come in the query). These few
 * lines are all the login page carries: reading the parameters is the Mini App chunk's job
 * (features/telegram-mini-app), and the bridge (./bridge) is a chunk of its own.
 */

/** Where the launch parameters are kept in the tab, so a reload and the router's redirects keep them. */
export const TELEGRAM_LAUNCH_KEY = 'cartela.telegram.launch';

/**
 * The raw launch parameters of this tab (`tgWebAppData=…&tgWebAppVersion=…`): from the URL (then
 * kept in session storage) or, after a reload or a redirect that dropped the hash, from session
 * storage; null outside Telegram.
 */
export function telegramLaunchParams(location: Pick<Location, 'hash' | 'search'> | undefined = globalThis.window?.location): string | null {
  // no window: the login page prerendered at build time (src/app/prerender.tsx), outside Telegram
  if (!location) return null;
  const fromUrl = [location.hash.slice(1), location.search.slice(1)].filter(Boolean).join('&');
  try {
    if (new URLSearchParams(fromUrl).get('tgWebAppData')) {
      sessionStorage.setItem(TELEGRAM_LAUNCH_KEY, fromUrl);
      return fromUrl;
    }
    return sessionStorage.getItem(TELEGRAM_LAUNCH_KEY);
  } catch {
    // no session storage: this page load's parameters only
    return new URLSearchParams(fromUrl).get('tgWebAppData') ? fromUrl : null;
  }
}

/** The Telegram bridge (@telegram-apps/bridge behind ./bridge), loaded only when called: outside Telegram no byte of it loads. */
export const loadTelegramBridge = () => import('./bridge');
