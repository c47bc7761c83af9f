import { act, screen } from '@testing-library/react';
import { allSettled } from 'effector';
import { createRoot } from 'react-dom/client';
import { describe, expect, test } from 'vitest';
import { languageChosen } from '@/shared/i18n';
import { LoginTree } from './login-tree';
import { continueWithRouter } from './login-handover';
import { scope } from './model';

describe("the login page's hand-over to the router's app", () => {
  test('the same root renders the router at the target, a new history entry after /auth, focus on the new heading', async () => {
    window.history.replaceState(null, '', '/auth');
    await allSettled(languageChosen, { scope, params: 'en' });
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<LoginTree scope={scope} search={{}} />));
    expect(screen.getByRole('heading', { name: 'Cartela Bingo' })).toBeTruthy();
    const entries = window.history.length;

    await act(() => continueWithRouter(root, { to: '/signup', search: {} }));
    const heading = await screen.findByRole('heading', { name: 'Create your account' });
    expect(window.location.pathname).toBe('/signup');
    expect(window.history.length).toBe(entries + 1);
    expect(screen.queryByRole('heading', { name: 'Cartela Bingo' })).toBeNull();
    await expect.poll(() => document.activeElement).toBe(heading);
    act(() => root.unmount());
  });
});
