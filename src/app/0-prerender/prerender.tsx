import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Header } from '@/widgets/header';
import { API_BASE_URL } from '@/shared/config';
import { LANGUAGES, languageChosen, m, type Language } from '@/shared/i18n';
import { pageStyle } from '@/shared/ui/page';
import { LoginTree } from '../3-login/login-tree';
import { SESSION_CHECK_PATH } from '../2-early-read/early-read';
import { PageShell } from '../5-first-paint/lazy-page';
import { SHELL_PAGES } from './shell-headings';

/**
 * Build time only (scripts/build/vite/prerender-login.ts runs it in Node after bundling it): the markup
 * of the login page, `/auth` without a session, in each language, from the same tree the browser
 * renders (../3-login/login-tree.tsx), so ../3-login/login-app.tsx can hydrate it instead of painting only after the
 * scripts ran. Each language gets a fresh scope.
 */
export async function prerenderLogin(): Promise<Record<Language, string>> {
  // the router's browser build keeps itself on `self` for its devtools; Node has only `globalThis`
  (globalThis as { self?: unknown }).self ??= globalThis;
  const markup = {} as Record<Language, string>;
  for (const language of LANGUAGES) {
    const scope = fork();
    await allSettled(languageChosen, { scope, params: language });
    markup[language] = renderToString(<LoginTree scope={scope} search={{}} />);
  }
  return markup;
}

/** One language's logged-in shell: the layout with an empty busy `main`, and each page's heading for it. */
export interface ShellMarkup {
  layout: string;
  /** By page (the first path segment); `param`: its route takes one more segment. */
  headings: Record<string, { markup: string; param: boolean }>;
  /**
   * The session check's URL (the app's own, ../2-early-read/early-read.ts) and the header's balance words with
   * `{amount}`, for the chooser to start the check and show the balance before the app runs; none in a
   * mock build, whose provider starts with the app.
   */
  session?: { url: string; balance: string };
}

/**
 * Build time only, beside the login page: the `/_protected` layout's first look for a returning
 * player, in each language — the header as it is before the session and the balance are known (no
 * username, "Balance: …") and lazy-page's busy `main` — and, apart, each logged-in page's heading
 * (./shell-headings.tsx), which the chooser in index.html puts into that `main`. The header renders
 * in a router of its own at `/` (its links need one; none of them is the current page), so no route
 * guard or session check runs at build time. The app replaces this markup (src/app/4-router/app.tsx).
 */
export async function prerenderShell(): Promise<Record<Language, ShellMarkup>> {
  (globalThis as { self?: unknown }).self ??= globalThis;
  const markup = {} as Record<Language, ShellMarkup>;
  for (const language of LANGUAGES) {
    const scope = fork();
    await allSettled(languageChosen, { scope, params: language });
    const routeTree = createRootRoute({
      component: () => (
        <>
          <Header onLogout={() => undefined} />
          <PageShell />
        </>
      ),
    });
    const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/'] }), origin: 'http://localhost', scrollRestoration: false });
    await router.load();
    const layout = renderToString(
      <StrictMode>
        <Provider value={scope}>
          <RouterProvider router={router} />
        </Provider>
      </StrictMode>,
    );
    const headings: ShellMarkup['headings'] = {};
    for (const [page, { heading, param, screen }] of Object.entries(SHELL_PAGES)) {
      headings[page] = { markup: screen ? await screenContent(scope, page, screen) : renderToString(<Provider value={scope}>{heading()}</Provider>), param: param === true };
    }
    const session = __API_MOCKING__ ? undefined : { url: `${API_BASE_URL}${SESSION_CHECK_PATH}`, balance: m.wallet_balance({ amount: '{amount}' }) };
    markup[language] = { layout, headings, session };
  }
  return markup;
}

/**
 * What a page's own `main` holds as it renders before the session is known (a router of its own for
 * its links), to go into the shell's busy `main`; the page's `main` must look like it (`pageStyle`).
 * Its inputs are empty and inert until the app replaces the markup (src/app/4-router/app.tsx).
 */
async function screenContent(scope: Scope, page: string, screen: () => ReactNode): Promise<string> {
  const router = createRouter({ routeTree: createRootRoute({ component: screen }), history: createMemoryHistory({ initialEntries: ['/'] }), origin: 'http://localhost', scrollRestoration: false });
  await router.load();
  const html = renderToString(
    <Provider value={scope}>
      <RouterProvider router={router} />
    </Provider>,
  );
  const main = new RegExp(`^(?:<!--\\$-->)?<main class="${pageStyle}">(.*)</main>(?:<!--/\\$-->)?$`, 's').exec(html);
  if (!main) throw new Error(`prerender: the ${page} page does not render one main with the page style: ${html.slice(0, 120)}`);
  // React writes a `style` prop as an attribute here, which the policy refuses (`style-src-attr 'none'`);
  // the app sets those through the CSSOM when it renders the page. A select shows a stored choice
  // (e.g. the session reminder's interval) the build cannot know: it waits for the app
  return main[1]!.replace(/ style="[^"]*"/g, '').replace(/<select[^>]*>.*?<\/select>/gs, '');
}
