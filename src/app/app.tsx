import { allSettled } from 'effector';
import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// the Ethiopic subset's @font-face (scripts/vite/ethiopic-font.ts)
import 'virtual:ethiopic-font.css';
import '@/shared/ui/theme';
import { followSessionOfOtherTabs, preloadHttpClient } from '@/shared/api';
import { reportError } from '@/shared/lib/report-error';
import { $language, LANGUAGE_STORAGE_KEY, languageChosen, readLanguageFx } from '@/shared/i18n';
import { telegramLaunchParams } from '@/shared/telegram';
import { afterFirstLoad } from './after-first-load';
import { AppTree } from './app-tree';
import { requestedScreens } from './requested-screens';
import { scope } from './model';
import { router } from './router';
import { connectServiceWorker } from './update';

/**
 * Inside Telegram (launch parameters present) the Mini App runtime loads: a chunk of its own with the
 * bridge, never fetched outside Telegram. The first language follows Telegram's until the player chooses.
 */
function startTelegram(): void {
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
 * Whether the login markup index.html put into `element` before the first paint (its chooser marks it
 * `data-prerendered="<language>"`, scripts/vite/prerender-login.ts) is what the app renders now: the
 * router has settled on /auth (no session restored, no redirect) in that language. Only then may React
 * hydrate it; else the markup goes and the app renders afresh.
 */
async function prerenderedLoginFits(element: HTMLElement): Promise<boolean> {
  const language = element.dataset.prerendered;
  if (!language) return false;
  await Promise.all([allSettled(readLanguageFx, { scope }), router.load()]);
  const { location, matches, status } = router.state;
  return status === 'idle' && location.pathname === '/auth' && matches.at(-1)?.routeId === '/auth' && matches.every((match) => match.status === 'success') && scope.getState($language) === language;
}

/** Calls `onCommit` once its children are in the document, before the browser paints them. */
function OnFirstCommit({ onCommit, children }: { onCommit(): void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Renders the app into `element` inside the forked effector scope, in the language kept on the device.
 * When index.html already shows the login page's prerendered markup and it fits (above), React hydrates
 * it (a mismatch is reported, and React then renders that part afresh); when it shows the logged-in
 * shell (`data-shell`, a returning player), the app renders once the router has settled and its first
 * commit replaces the shell, which stays inert until then; otherwise it renders. Either is
 * a transition, so React yields to the browser every few milliseconds instead of holding the main
 * thread for the whole tree (taps and paints are not blocked while a slow phone renders). Then, in
 * real-server builds, registers the service worker late.
 */
export async function renderApp(element: HTMLElement) {
  // a login or logout in another tab is followed here (full page load, like our own logout)
  followSessionOfOtherTabs();
  // the device's language choice first (a synchronous storage read), so the first screen is in it
  void allSettled(readLanguageFx, { scope });
  startTelegram();
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
  const fits = await prerenderedLoginFits(element);
  release();
  if (fits) {
    // a transition here too: the hydration yields to the browser like a first render does
    startTransition(() => void hydrateRoot(element, tree, { onRecoverableError: (error) => reportError(error, { kind: 'hydration' }) }));
  } else {
    element.replaceChildren();
    delete element.dataset.prerendered;
    const root = createRoot(element);
    startTransition(() => root.render(tree));
  }
  afterRender();
}

/** What follows the first render, off the first load's path. */
function afterRender(): void {
  // the HTTP client is no part of the first load: it comes once the page is loaded and idle, before a login
  afterFirstLoad(() => void preloadHttpClient(), 0);
  // the app's service worker (scripts/vite/pwa.ts) only where MSW's worker does not own the scope
  if (!__API_MOCKING__) afterFirstLoad(() => void import('virtual:pwa-register').then(({ registerSW }) => connectServiceWorker(registerSW, scope)));
}
