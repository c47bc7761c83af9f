import { RouterProvider } from '@tanstack/react-router';
import type { Scope } from 'effector';
import { Provider } from 'effector-react';
import { StrictMode } from 'react';
import type { AppRouter } from './router-options';

/**
 * The whole app as React renders it: the router inside the effector scope. One definition for the
 * browser (./app.tsx: render or hydrate) and the build-time prerender of the login page
 * (./prerender.tsx), so the prerendered markup is what the first client render produces.
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
