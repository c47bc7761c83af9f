import {
  closingNeedsConfirmation,
  connectTelegramNative,
  currentBackAction,
  currentMainButton,
  onTelegramNeedsChanged,
  telegramActivated,
  telegramHaptic,
  verticalSwipesAllowed,
} from '@/shared/telegram/index.native';
import { loadTelegramBridge } from '@/shared/telegram';
import { parseTelegramLaunch, type TelegramLaunch } from '../lib/launch';
import { applyTelegramTheme } from './theme';
import './insets.css';

/** The router as the runtime needs it: the current path and a call after each navigation. */
export interface RouterLike {
  readonly state: { location: { pathname: string } };
  subscribe(event: 'onResolved', listener: (e: { toLocation: { pathname: string } }) => void): () => void;
}

/** The pages Back does not leave (the first page of a visit): no BackButton there. */
const FIRST_PAGES = new Set(['/', '/auth', '/gameType']);

/**
 * Makes the app a Telegram Mini App once it runs inside Telegram: Telegram's theme as the app's
 * colours (and live on `theme_changed`), the page expanded, safe-area and viewport insets as CSS
 * custom properties (`--tg-safe-top` …, `--tg-viewport-height`), the BackButton mirroring the
 * router (hidden on the first pages; a screen's back action first, e.g. the game's exit dialog),
 * closing confirmation while a screen asks for it, the MainButton for a screen's main action, vertical
 * swipes off while a screen asks for it (Telegram 7.7+), haptics, outside links and Telegram's share
 * through shared/telegram, `telegramActivated` when Telegram makes the Mini App active again
 * (`visibility_changed` visible, the SDK's `activated`), the first language from Telegram's
 * `language_code` only when it is `am` or `en` and the player has chosen none (any other leaves the
 * default texts), and `web_app_ready` after the first paint.
 */
export async function startTelegramApp(options: { launch: TelegramLaunch | string; router: RouterLike; firstLanguage?: (language: 'am' | 'en') => void }): Promise<() => void> {
  const { router } = options;
  const launch = typeof options.launch === 'string' ? parseTelegramLaunch(options.launch) : options.launch;
  if (!launch) return () => undefined;
  applyTelegramTheme(launch.themeParams);
  // few Ethiopian players run Telegram in Amharic: any other language keeps the default texts
  const language = launch.languageCode?.toLowerCase().split('-')[0];
  if (language === 'am' || language === 'en') options.firstLanguage?.(language);
  const { postToTelegram, onTelegram, telegramSupports } = await loadTelegramBridge();
  const stops: (() => void)[] = [];
  const supported = (method: string) => telegramSupports(method, launch.version);
  stops.push(connectTelegramNative({ post: (method, params) => postToTelegram(method as never, params), supports: supported }));
  stops.push(onTelegram('visibility_changed', (e) => e.is_visible && telegramActivated()));

  stops.push(onTelegram('theme_changed', (e) => void applyTelegramTheme(e.theme_params as Record<string, unknown>)));

  const root = document.documentElement.style;
  const insets = (prefix: string) => (e: { top: number; bottom: number; left: number; right: number }) => {
    for (const side of ['top', 'bottom', 'left', 'right'] as const) root.setProperty(`--tg-${prefix}-${side}`, `${Number(e[side]) || 0}px`);
  };
  stops.push(onTelegram('safe_area_changed', insets('safe')));
  stops.push(onTelegram('content_safe_area_changed', insets('content-safe')));
  stops.push(onTelegram('viewport_changed', (e) => root.setProperty('--tg-viewport-height', `${Number(e.height) || 0}px`)));

  const backButton = (pathname: string) => postToTelegram('web_app_setup_back_button', { is_visible: currentBackAction() !== null || !FIRST_PAGES.has(pathname) });
  stops.push(router.subscribe('onResolved', (e) => backButton(e.toLocation.pathname)));
  stops.push(onTelegram('back_button_pressed', () => (currentBackAction() ?? (() => window.history.back()))()));

  let confirming: boolean | null = null;
  const closing = () => {
    if (closingNeedsConfirmation() === confirming) return;
    confirming = closingNeedsConfirmation();
    postToTelegram('web_app_setup_closing_behavior', { need_confirmation: confirming });
  };
  // said once per task, after every change made meanwhile: one screen unmounting as the next
  // mounts in the same render (a swipe lock released and taken again) is no change for Telegram
  let swipes: boolean | null = null;
  let swipesQueued = false;
  const swipeBehavior = () => {
    if (swipesQueued || !supported('web_app_setup_swipe_behavior')) return;
    swipesQueued = true;
    queueMicrotask(() => {
      swipesQueued = false;
      if (verticalSwipesAllowed() === swipes) return;
      swipes = verticalSwipesAllowed();
      postToTelegram('web_app_setup_swipe_behavior', { allow_vertical_swipe: swipes });
    });
  };
  let mainShown = '';
  const mainButton = () => {
    const spec = currentMainButton();
    const params = spec
      ? { is_visible: true, is_active: spec.active !== false && !spec.progress, is_progress_visible: spec.progress === true, text: spec.text.slice(0, 64) }
      : { is_visible: false };
    if (JSON.stringify(params) === mainShown) return;
    mainShown = JSON.stringify(params);
    postToTelegram('web_app_setup_main_button', params);
  };
  stops.push(onTelegram('main_button_pressed', () => currentMainButton()?.onClick()));
  stops.push(
    onTelegramNeedsChanged(() => {
      backButton(router.state.location.pathname);
      closing();
      swipeBehavior();
      mainButton();
    }),
  );

  // an error the page shows (every one is an alert: forms, dialogs, toasts) is felt too
  const alerts = new MutationObserver((records) => {
    const shown = records.some((r) => [...r.addedNodes].some((n) => n instanceof Element && (n.matches('[role="alert"]') || n.querySelector('[role="alert"]') !== null)));
    if (shown) telegramHaptic('error');
  });
  alerts.observe(document.body, { childList: true, subtree: true });
  stops.push(() => alerts.disconnect());

  postToTelegram('web_app_expand');
  postToTelegram('web_app_request_theme');
  postToTelegram('web_app_request_viewport');
  postToTelegram('web_app_request_safe_area');
  postToTelegram('web_app_request_content_safe_area');
  backButton(router.state.location.pathname);
  closing();
  swipeBehavior();
  mainButton();
  // the first screen has painted (two frames after this point), then Telegram drops its placeholder
  requestAnimationFrame(() => requestAnimationFrame(() => postToTelegram('web_app_ready')));
  // once only: the bridge's own unsubscribes must not run twice
  let stopped = false;
  return () => {
    if (!stopped) stops.forEach((stop) => stop());
    stopped = true;
  };
}
