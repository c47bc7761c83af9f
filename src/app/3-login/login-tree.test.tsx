import { act, fireEvent, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { languageChosen } from '@/shared/i18n';
import { navigateFx } from '@/shared/routing';
import { LoginTree } from './login-tree';
import { prerenderLogin } from '../0-prerender/prerender';

afterEach(() => document.body.replaceChildren());

describe('the login tree (prerendered at build time, hydrated by the login page entry without the router)', () => {
  test('hydrates the prerendered markup of each language without a mismatch, keeping its nodes', async () => {
    const markup = await prerenderLogin();
    for (const language of ['spec', 'am', 'en'] as const) {
      const container = document.createElement('div');
      container.innerHTML = markup[language];
      document.body.append(container);
      const phone = container.querySelector('input[name="phone"]');
      const scope = fork();
      await allSettled(languageChosen, { scope, params: language });
      const problems: unknown[] = [];
      const root = await act(async () => hydrateRoot(container, <LoginTree scope={scope} search={{}} />, { onRecoverableError: (error) => problems.push(error) }));
      expect(problems, language).toEqual([]);
      expect(container.querySelector('input[name="phone"]'), language).toBe(phone);
      act(() => root.unmount());
    }
  });

  test('Sign up and Forgot password navigate through navigateFx (the router once it runs, the hand-over before)', async () => {
    const navigate = vi.fn();
    const scope = fork({ handlers: [[navigateFx, navigate]] });
    await allSettled(languageChosen, { scope, params: 'en' });
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    const root = createRoot(container);
    await act(async () => root.render(<LoginTree scope={scope} search={{ redirect: '/stake' }} />));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign up' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Forgot password' })));
    expect(navigate.mock.calls.map(([target]) => target)).toEqual([{ to: '/signup', search: {} }, { to: '/forgotPassword' }]);
    act(() => root.unmount());
  });
});
