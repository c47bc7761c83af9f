import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumForFile } from './browser';
import { MOBILE, newPlayerPage } from './game-flow';
import { consoleProblems, hydrated, reports } from './login-page';

/**
 * A visitor's /auth hydrates the prerendered login page without the router (src/app/3-login/login-app.tsx);
 * the router's app (its own chunk) loads with the first touch of the page or the first navigation and
 * takes the same React root (src/app/3-login/login-handover.tsx): the links, the redirect after a login, the
 * Back button and the focus work as on any other page.
 */
const browser = chromiumForFile();

// the router's chunk (vite.config.ts group `router`: TanStack Router and the router's app)
const ROUTER_CHUNK = /\/assets\/router-[\w-]+\.js$/;

/** The URLs of the router's chunk the page has requested so far. */
function routerRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (ROUTER_CHUNK.test(new URL(request.url()).pathname)) requested.push(request.url());
  });
  return requested;
}

/** Opens the prerendered /auth (mock build, default language) and waits until React has hydrated it. */
async function openLogin(query = '') {
  const { context, page, errors } = await newPlayerPage(browser(), MOBILE);
  const requested = routerRequests(page);
  const problems = consoleProblems(page);
  await page.goto(`${inject('mockUrl')}/auth${query}`);
  expect(await page.evaluate(() => document.getElementById('root')!.dataset.prerendered)).toBe('spec');
  await expect.poll(() => hydrated(page)).toBe(true);
  return { context, page, errors, requested, problems };
}

describe('the login page without the router, then the router on the first navigation', () => {
  test('hydrated without the router chunk; Sign Up hands over to the router: /signup with its heading focused, Back shows the login page again', async () => {
    const { context, page, errors, requested, problems } = await openLogin();
    try {
      await page.waitForLoadState('networkidle');
      expect(requested).toEqual([]);
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await page.waitForURL('**/signup');
      const heading = page.getByRole('heading', { name: 'Create your account' });
      await heading.waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
      expect(requested).toHaveLength(1);
      await page.goBack();
      await page.waitForURL('**/auth');
      // the address changes first; the sign-up page (with its own phone input) stays until the login page renders
      await page.getByRole('button', { name: 'Forgot Password' }).waitFor();
      await page.getByLabel('Phone number').fill('0911000001');
      expect(await page.getByLabel('Phone number').inputValue()).toBe('0911000001');
      // and on, through the router now
      await page.getByRole('button', { name: 'Forgot Password' }).click();
      await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
      expect(await reports(page)).toEqual([]);
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('the first touch of the form loads the router while the player types; a login follows ?redirect= to the guarded page', async () => {
    const { context, page, errors, requested, problems } = await openLogin('?redirect=%2Fstake');
    try {
      await page.getByLabel('Phone number').fill('0911000001');
      await expect.poll(() => requested.length).toBe(1);
      expect(page.url()).toMatch(/\/auth\?redirect=%2Fstake$/);
      await page.getByLabel('Password').fill('cartela123');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL('**/stake');
      await page.getByTestId('balance').waitFor();
      // the login page is one entry back, as after any navigation; logged in, it goes on to the game pages
      await page.goBack();
      await page.waitForURL(/\/(gameType|stake)$/);
      expect(await reports(page)).toEqual([]);
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
