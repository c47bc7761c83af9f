import { createMemoryHistory } from '@tanstack/react-router';
import { allSettled, fork } from 'effector';
import { renderToString } from 'react-dom/server';
import { LANGUAGES, languageChosen, type Language } from '@/shared/i18n';
import { AppTree } from './app-tree';
import { createAppRouter } from './router-options';

/**
 * Build time only (scripts/vite/prerender-login.ts runs it in Node after bundling it): the markup
 * of the login page, `/auth` without a session, in each language, from the same tree the browser
 * renders (./app-tree.tsx), so ./app.tsx can hydrate it instead of painting only after the scripts
 * ran. Each language gets a fresh scope and router. The QueryClient is never asked for: the login
 * page does without it.
 */
export async function prerenderLogin(): Promise<Record<Language, string>> {
  // the router's browser build keeps itself on `self` for its devtools; Node has only `globalThis`
  (globalThis as { self?: unknown }).self ??= globalThis;
  const markup = {} as Record<Language, string>;
  for (const language of LANGUAGES) {
    const scope = fork();
    await allSettled(languageChosen, { scope, params: language });
    const router = createAppRouter(
      { scope, loadQueryClient: () => Promise.reject(new Error('no QueryClient at build time')) },
      { history: createMemoryHistory({ initialEntries: ['/auth'] }), origin: 'http://localhost', scrollRestoration: false },
    );
    await router.load();
    markup[language] = renderToString(<AppTree scope={scope} router={router} />);
  }
  return markup;
}
