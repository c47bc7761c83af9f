import type { Scope } from 'effector';
import { Provider, useUnit } from 'effector-react';
import { StrictMode } from 'react';
import { LoginPage } from '@/pages/login';
import { navigateFx } from '@/shared/routing';
import { OfflineNotice, UpdatePrompt } from '@/shared/ui/app-status';
import type { AuthSearch } from './auth-search';
import { $updateReady, reloadPressed } from '../6-after-first-load/update';

/**
 * The login page with its links (Sign up, Forgot password) as app navigations (`navigateFx`: the
 * router once it runs, before that the login entry's hand-over, ./login-app.tsx). One definition for
 * the `/auth` route (./routes/auth.tsx) and the login page's own tree (below).
 */
export function LoginScreen({ redirect, notice }: AuthSearch) {
  const navigate = useUnit(navigateFx);
  return (
    <LoginPage
      redirect={redirect}
      notice={notice}
      onSignUp={(ref) => void navigate({ to: '/signup', search: ref ? { ref } : {} })}
      onForgotPassword={() => void navigate({ to: '/forgotPassword' })}
    />
  );
}

/**
 * What a visitor's first load of /auth renders, without the router: the root route's frame (the
 * offline banner, "A new version is ready") around the login screen, inside the effector scope. The
 * build prerenders it into index.html (../0-prerender/prerender.tsx) and ./login-app.tsx hydrates it, so the two
 * are one tree; the router's app takes over on the first navigation (./login-handover.tsx).
 */
export function LoginTree({ scope, search }: { scope: Scope; search: AuthSearch }) {
  return (
    <StrictMode>
      <Provider value={scope}>
        <LoginFrame search={search} />
      </Provider>
    </StrictMode>
  );
}

function LoginFrame({ search }: { search: AuthSearch }) {
  const [updateReady, onReload] = useUnit([$updateReady, reloadPressed]);
  return (
    <>
      <OfflineNotice />
      <LoginScreen {...search} />
      <UpdatePrompt open={updateReady} onReload={onReload} />
    </>
  );
}
