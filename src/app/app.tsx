import { RouterProvider } from '@tanstack/react-router';
import { allSettled } from 'effector';
import { Provider } from 'effector-react';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// the Ethiopic subset's @font-face (scripts/vite/ethiopic-font.ts)
import 'virtual:ethiopic-font.css';
import '@/shared/ui/theme';
import { followSessionOfOtherTabs } from '@/shared/api';
import { reportError } from '@/shared/lib/report-error';
import { LANGUAGE_STORAGE_KEY, languageChosen, readLanguageFx } from '@/shared/i18n';
import { telegramLaunchParams } from '@/shared/telegram';
import { afterFirstLoad } from './after-first-load';
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
 * Renders the app into `element` inside the forked effector scope, in the language kept on the device. The first render is a
 * transition, so React yields to the browser every few milliseconds instead of holding the main
 * thread for the whole tree (taps and paints are not blocked while a slow phone renders). Then, in
 * real-server builds, registers the service worker late.
 */
export function renderApp(element: HTMLElement) {
  const root = createRoot(element);
  // a login or logout in another tab is followed here (full page load, like our own logout)
  followSessionOfOtherTabs();
  // the device's language choice first (a synchronous storage read), so the first screen is in it
  void allSettled(readLanguageFx, { scope });
  startTelegram();
  startTransition(() => {
    root.render(
      <StrictMode>
        <Provider value={scope}>
          <RouterProvider router={router} />
        </Provider>
      </StrictMode>,
    );
  });
  // the app's service worker (scripts/vite/pwa.ts) only where MSW's worker does not own the scope
  if (!__API_MOCKING__) afterFirstLoad(() => void import('virtual:pwa-register').then(({ registerSW }) => connectServiceWorker(registerSW, scope)));
}
