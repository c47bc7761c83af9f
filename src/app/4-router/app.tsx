import { allSettled } from 'effector';
import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
// the Ethiopic subset's @font-face (scripts/build/vite/ethiopic-font.ts)
import 'virtual:ethiopic-font.css';
import '@/shared/ui/theme';
import { followSessionOfOtherTabs, forgetStoredPlayer } from '@/shared/api';
import { reportError } from '@/shared/lib/report-error';
import { LANGUAGE_STORAGE_KEY, languageChosen, readLanguageFx } from '@/shared/i18n';
import { settleTelegramLaunch, telegramLaunchParams, TELEGRAM_LAUNCH_KEY } from '@/shared/telegram';
import { afterRender } from '../6-after-first-load/after-render';
import { AppTree } from './app-tree';
import { requestedScreens } from '../5-first-paint/requested-screens';
import { scope } from './model';
import { appRouter } from './router';
import type { AppRouter } from './router-options';

/**
 * Inside Telegram (launch parameters present) the Mini App runtime loads: a chunk of its own with the
 * bridge, never fetched outside Telegram. The first language follows Telegram's until the player chooses.
 */
function startTelegram(router: AppRouter): void {
  const launchParams = telegramLaunchParams();
  if (!launchParams) return;
  const chosen = (() => {
    try {
      return localStorage.getItem(LANGUAGE_STORAGE_KEY) !== null;
    } catch {
      return true;
    }
  })();
  void import('@/features/telegram-mini-app')
    .then(({ startTelegramApp }) =>
      startTelegramApp({ launch: launchParams, router, firstLanguage: chosen ? undefined : (language) => void allSettled(languageChosen, { scope, params: language }) }),
    )
    .catch((error: unknown) => reportError(error, { kind: 'telegram' }));
}

/**
 * Inside Telegram, before the router or the session check reads the stored session: a session of
 * another Telegram user than the one who opened the Mini App ends as a logout ends it (the new one
 * then signs in with Telegram), and a returning player's deep link to a scheduled game opens it.
 */
function settleTelegram(router: AppRouter): void {
  const launchParams = telegramLaunchParams();
  const { endStoredSession, path } = settleTelegramLaunch(launchParams);
  if (endStoredSession) {
    forgetStoredPlayer();
    // the tab's storage went with the last player; this launch stays
    try {
      sessionStorage.setItem(TELEGRAM_LAUNCH_KEY, launchParams!);
    } catch {
      // no session storage: the launch is read from this page's address
    }
  }
  // through the router's history, which the router reads its location from
  if (path) router.history.replace(path);
}

/** Calls `onCommit` once its children are in the document, before the browser paints them. */
function OnFirstCommit({ onCommit, children }: { onCommit(): void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Renders the router's app into `element` inside the forked effector scope, in the language kept on
 * the device. The login page's prerendered markup is hydrated by the login page's own entry
 * (../3-login/login-app.tsx), which comes here only when that markup does not fit: it is dropped. When index.html
 * shows the logged-in shell (`data-shell`, a returning player), the app renders once the router has settled and its first
 * commit replaces the shell, which stays inert until then; otherwise it renders. Either is
 * a transition, so React yields to the browser every few milliseconds instead of holding the main
 * thread for the whole tree (taps and paints are not blocked while a slow phone renders). Then, in
 * real-server builds, registers the service worker late.
 */
export async function renderApp(element: HTMLElement) {
  // what follows runs in a task after the one that evaluated the app's chunks, so neither is long
  await new Promise<void>((resolve) => setTimeout(resolve));
  const router = appRouter();
  settleTelegram(router);
  // a login or logout in another tab is followed here (full page load, like our own logout)
  followSessionOfOtherTabs();
  // the device's language choice first (a synchronous storage read), so the first screen is in it
  void allSettled(readLanguageFx, { scope });
  startTelegram(router);
  const tree = <AppTree scope={scope} router={router} />;
  // the chooser keeps the prerendered markup inert until the app can take what is typed and tapped
  const release = () => {
    element.inert = false;
    element.removeAttribute('aria-disabled');
    element.removeAttribute('aria-busy');
    delete element.dataset.shell;
  };
  if (element.dataset.shell) {
    // the logged-in shell stays until the app's first commit replaces it (React empties a root's
    // container then): the router settles first (session check, route chunks), and the screens those
    // requested, so that commit is the header and the page (or the page's own shell), never an empty
    // screen between the two
    await router.load().catch(() => undefined);
    await requestedScreens();
    const root = createRoot(element);
    startTransition(() => root.render(<OnFirstCommit onCommit={release}>{tree}</OnFirstCommit>));
    afterRender();
    return;
  }
  release();
  // prerendered login markup this app does not hydrate (the login page's own entry, ../3-login/login-app.tsx,
  // found it does not fit): it goes, and the app renders afresh
  element.replaceChildren();
  delete element.dataset.prerendered;
  const root = createRoot(element);
  startTransition(() => root.render(tree));
  afterRender();
}
