import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@/shared/i18n';
import { prerenderLogin } from '../0-prerender/prerender';

// the router's app: the login page's entry hands a page it cannot hydrate to it
const routerApp = vi.hoisted(() => ({ renderApp: vi.fn(async (_element: HTMLElement) => undefined) }));
vi.mock('../4-router/app', () => routerApp);
// what follows the first render (the HTTP client when idle, the service worker) is not this test's
vi.mock('../6-after-first-load/after-render', () => ({ afterRender: vi.fn() }));

/**
 * The page as index.html leaves it for the login entry: the prerendered login page of `language`, inert.
 * Prerendering chooses each language in turn, which stores it: a test sets the stored language after.
 */
async function prerenderedPage(language: 'spec' | 'am' | 'en') {
  const element = document.createElement('div');
  element.innerHTML = (await prerenderLogin())[language];
  element.dataset.prerendered = language;
  element.inert = true;
  document.body.append(element);
  return element;
}

/**
 * The entry, imported without its types: they reach the router's module (through the hand-over), whose
 * `Register` declaration would type every other test's own router in this project as the app's.
 */
const loadEntry = () => import('./login-app' as string) as Promise<{ renderApp(element: HTMLElement): Promise<void> }>;

beforeEach(() => {
  routerApp.renderApp.mockClear();
  window.history.replaceState(null, '', '/auth');
});
afterEach(() => {
  localStorage.clear();
  document.body.replaceChildren();
});

describe('the login page entry (spec §2.1): hydrates the prerendered page, or hands it to the router', () => {
  test('the markup in the stored language is hydrated in place, without the router, and made live', async () => {
    const element = await prerenderedPage('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const phone = element.querySelector('input[name="phone"]');
    const { renderApp } = await loadEntry();
    await act(() => renderApp(element));
    expect(routerApp.renderApp).not.toHaveBeenCalled();
    expect(element.inert).toBe(false);
    expect(element.querySelector('input[name="phone"]')).toBe(phone);
  });

  test('another language stored since the markup was chosen: the router\'s app renders the page afresh', async () => {
    const element = await prerenderedPage('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'am');
    const { renderApp } = await loadEntry();
    await act(() => renderApp(element));
    expect(routerApp.renderApp).toHaveBeenCalledExactlyOnceWith(element);
  });

  test('a login page with a notice (after a signup) or another path: the router\'s app renders it', async () => {
    const { renderApp } = await loadEntry();
    for (const path of ['/auth?notice=signup', '/stake']) {
      window.history.replaceState(null, '', path);
      const element = await prerenderedPage('en');
      localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
      await act(() => renderApp(element));
    }
    expect(routerApp.renderApp).toHaveBeenCalledTimes(2);
  });
});
