import { RouterProvider } from '@tanstack/react-router';
import type { Scope } from 'effector';
import { Provider } from 'effector-react';
import { StrictMode } from 'react';
import type { AppRouter } from './router-options';

/**
 * The whole app as React renders it: the router inside the effector scope. One definition for the
 * router's app (./app.tsx) and the login page's hand-over to it (../3-login/login-handover.tsx).
 */
export function AppTree({ scope, router }: { scope: Scope; router: AppRouter }) {
  return (
    <StrictMode>
      <Provider value={scope}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>
  );
}
