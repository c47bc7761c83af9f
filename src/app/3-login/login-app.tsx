import { allSettled } from 'effector';
import { startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
// the Ethiopic subset's @font-face (scripts/build/vite/ethiopic-font.ts)
import 'virtual:ethiopic-font.css';
import '@/shared/ui/theme';
import { followSessionOfOtherTabs } from '@/shared/api';
import { reportError } from '@/shared/lib/report-error';
import { $language, readLanguageFx } from '@/shared/i18n';
import { registerNavigator, type NavigateTarget, type RecordedPlace } from '@/shared/routing';
import { telegramLaunchParams } from '@/shared/telegram/index.launch';
import { afterRender } from '../6-after-first-load/after-render';
import { showBootFailure } from '../1-entry/boot-failure';
import { prerenderedLoginSearch } from './auth-search';
import { LoginTree } from './login-tree';
import { scope } from '../4-router/model';

/**
 * The login page's own entry, for a visitor whose index.html shows the prerendered login page
 * (`data-prerendered="<language>"`, scripts/build/vite/prerender-login.ts): React hydrates that markup from
 * the same tree (./login-tree.tsx) without the router, whose code (≈ 22 KB gzipped) the login page
 * does not need. The first navigation (Sign up, Forgot password, the redirect after a login) hands
 * the page to the router's app (./login-handover.tsx), which renders the new page in the same React
 * root; its code starts loading with the player's first touch of the page. Where the markup does not fit
 * (another language stored since, a notice, a Telegram launch) the router's app renders the page
 * afresh (../4-router/app.tsx). A hydration mismatch is reported (React then renders that part afresh); a page
 * that throws while rendering is reported and handed to the router's app, whose root route shows the
 * crash screen.
 */
export async function renderApp(element: HTMLElement) {
  const search = prerenderedLoginSearch(window.location, telegramLaunchParams() !== null);
  if (search) await allSettled(readLanguageFx, { scope });
  if (!search || scope.getState($language) !== element.dataset.prerendered) {
    const { renderApp: renderRouterApp } = await import('../4-router/app');
    return renderRouterApp(element);
  }
  // a login or logout in another tab is followed here (full page load, like our own logout)
  followSessionOfOtherTabs();
  let root: Root | undefined;
  // navigations go through this seam until the router's app has the page; importing the router
  // registers the router itself (../4-router/router.ts), so the seam is registered again until the hand-over
  const seam = { navigate: (target: unknown) => handOver(target as NavigateTarget | RecordedPlace) };
  let handOverLoad: Promise<typeof import('./login-handover')> | undefined;
  const loadHandOver = () =>
    (handOverLoad ??= import('./login-handover').then((module) => {
      registerNavigator(seam as never);
      return module;
    }));
  const handOver = (target: NavigateTarget | RecordedPlace | null): Promise<void> =>
    loadHandOver()
      .then(({ continueWithRouter }) => continueWithRouter(root!, target))
      .catch((error: unknown) => {
        // the router's chunk did not load (offline, a deploy replaced it): as when the app cannot boot
        reportError(error, { kind: 'boot' });
        root?.unmount();
        showBootFailure(element);
      });
  registerNavigator(seam as never);
  // the chooser kept the markup inert until the app can take what is typed and tapped
  element.inert = false;
  element.removeAttribute('aria-disabled');
  element.addEventListener('pointerdown', () => void loadHandOver(), { once: true, capture: true });
  element.addEventListener('focusin', () => void loadHandOver(), { once: true, capture: true });
  // a transition: the hydration yields to the browser like a first render does
  startTransition(() => {
    root = hydrateRoot(element, <LoginTree scope={scope} search={search} />, {
      onRecoverableError: (error) => reportError(error, { kind: 'hydration' }),
      onUncaughtError: (error) => {
        reportError(error, { kind: 'render' });
        void handOver(null);
      },
    });
  });
  afterRender();
}
