import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, test } from 'vitest';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { chromiumForFile } from './browser';
import { login, MOBILE, newPlayerPage, openBoardSelector, providerServerForBlock, shellReplaced } from './game-flow';
import { callAndSee, joinGame, pageFaults, seenCalls, shownFor } from './resilience-flow';
import { consoleProblems, hydrated, reports } from './login-page';
import { netDir, netUrl } from './servers';

/**
 * The login page's markup is in the built index.html (scripts/build/vite/prerender-login.ts: one template
 * per language, an inline chooser), painted before any script of the app has run, then hydrated by
 * React (src/app/3-login/login-app.tsx) without a mismatch; a returning player (stored token) and a Telegram launch
 * never see it.
 */
const browser = chromiumForFile();

// the chunk main.tsx imports dynamically (src/app/3-login/login-app.tsx → assets/app-<hash>.js)
const APP_CHUNK = /\/assets\/app-[\w-]+\.js$/;

declare global {
  interface Window {
    /** The first phone input the document ever had (recorded by `watchPhoneInput`). */
    __firstPhoneInput?: Element;
  }
}

/** Records the first `input[name=phone]` attached to the document, from the parser on. */
async function watchPhoneInput(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    new MutationObserver(() => {
      window.__firstPhoneInput ??= document.querySelector('input[name="phone"]') ?? undefined;
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Holds the app chunk back until the returned function is called: what shows meanwhile is index.html's own. */
async function holdAppChunk(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_CHUNK, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Opens /auth with the app chunk held back, checks the login form is painted from index.html, lets
 * the app load and waits until React has hydrated the form. Returns the console problems.
 */
async function openAndHydrate(browser: Browser, url: string, language?: string) {
  const { context, page, errors } = await newPlayerPage(browser, MOBILE);
  if (language) await context.addInitScript((l) => localStorage.setItem('cartela.language', l), language);
  await watchPhoneInput(context);
  const problems = consoleProblems(page);
  const release = await holdAppChunk(page);
  await page.goto(`${url}/auth`);
  return { context, page, errors, problems, release };
}

describe('the login page prerendered into index.html', () => {
  test('the built index.html holds the login form in the three languages and the chooser, allowed by the CSP by its hash', () => {
    const html = readFileSync(join(netDir(), 'index.html'), 'utf8');
    const template = (language: string) => new RegExp(`<template id="login-${language}">(.*?)</template>`, 's').exec(html)?.[1] ?? '';
    expect(template('spec')).toContain('name="phone"');
    expect(template('spec')).toContain('ቢንጎ ይጫወቱ');
    expect(template('en')).toContain('Phone number');
    expect(template('en')).toContain('Log in');
    expect(template('am')).toContain('ስልክ ቁጥር');
    const chooser = /<script>([^<]+)<\/script>/.exec(html)?.[1];
    expect(chooser).toBeDefined();
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)![1]!.replaceAll('&#39;', "'");
    expect(policy).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/);
  });

  for (const [mode, language, label] of [
    ['net', undefined, 'Phone number'],
    ['mock', 'am', 'ስልክ ቁጥር'],
  ] as const) {
    test(`${mode} build, ${language ?? 'default'} language: painted before the app's scripts run, then hydrated in place without a mismatch or a warning`, async () => {
      const { context, page, errors, problems, release } = await openAndHydrate(browser(), mode === 'net' ? netUrl() : inject('mockUrl'), language);
      try {
        // the app chunk has not arrived: the form is index.html's own
        await page.getByLabel(label).waitFor();
        expect(await hydrated(page)).toBe(false);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language === 'am' ? 'am' : 'en');
        // not usable before the app runs: what is typed would be lost, a submit would send a GET
        expect(await page.getByLabel(label).isEditable()).toBe(false);
        expect(await page.evaluate(() => document.getElementById('root')!.inert)).toBe(true);
        release();
        await expect.poll(() => hydrated(page)).toBe(true);
        // React kept the prerendered node (a mismatch or a fresh render would replace it)
        expect(await page.evaluate(() => window.__firstPhoneInput === document.querySelector('input[name="phone"]'))).toBe(true);
        await page.getByLabel(label).fill('0911000001');
        expect(await page.getByLabel(label).inputValue()).toBe('0911000001');
        expect(await reports(page)).toEqual([]);
        expect(problems).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  test('a prerendered form that differs from what the app renders is reported as a hydration mismatch (the check above can fail)', async () => {
    // no service worker: it would answer the navigation from its precache, past the route below
    const context = await browser().newContext({ viewport: MOBILE, serviceWorkers: 'block' });
    const page = await context.newPage();
    try {
      await page.route(/\/auth$/, async (route) => {
        const response = await route.fetch();
        // the default language's heading says something else than the app renders
        const html = (await response.text()).replace(/(<template id="login-spec">.*?<h1[^>]*>)[^<]*/s, '$1stale');
        await route.fulfill({ response, body: html });
      });
      await page.goto(`${netUrl()}/auth`);
      await expect.poll(() => reports(page)).toContain('hydration');
    } finally {
      await context.close();
    }
  });

  test('a returning player (token stored) never sees the login form: the first visit to /auth goes on to the game pages', async () => {
    const { context, page } = await newPlayerPage(browser(), MOBILE);
    try {
      await login(page, inject('mockUrl'), '0911000001');

      await watchPhoneInput(context);
      const next = await context.newPage();
      const release = await holdAppChunk(next);
      await next.goto(`${inject('mockUrl')}/auth`);
      // before the app's scripts: nothing of the login form
      expect(await next.evaluate(() => document.getElementById('root')!.childElementCount)).toBe(0);
      release();
      await next.waitForURL('**/gameType');
      expect(await next.evaluate(() => window.__firstPhoneInput ?? null)).toBeNull();
    } finally {
      await context.close();
    }
  });

  test('inside Telegram (launch parameters in the hash) the login form is not painted before the app signs in', async () => {
    const { context, page } = await newPlayerPage(browser(), MOBILE);
    try {
      await watchPhoneInput(context);
      const release = await holdAppChunk(page);
      await page.goto(`${netUrl()}/auth#tgWebAppData=user%3D%257B%257D&tgWebAppVersion=8.0&tgWebAppPlatform=android`);
      await page.waitForLoadState('domcontentloaded');
      expect(await page.evaluate(() => document.getElementById('root')!.childElementCount)).toBe(0);
      expect(await page.evaluate(() => window.__firstPhoneInput ?? null)).toBeNull();
      release();
    } finally {
      await context.close();
    }
  });
});

describe('the logged-in shell prerendered into index.html', () => {
  test('a returning player: the header and the page heading paint before the app\'s scripts run, inert and busy; then the live page replaces them', async () => {
    const { context, page, errors } = await newPlayerPage(browser(), MOBILE);
    try {
      await login(page, inject('mockUrl'), '0911000001');

      const next = await context.newPage();
      const release = await holdAppChunk(next);
      await next.goto(`${inject('mockUrl')}/stake`);
      // the app chunk has not arrived: what shows is index.html's own
      await next.locator('#root[data-shell] main h1', { hasText: 'Choose your stake' }).waitFor();
      const shell = await next.evaluate(() => {
        const root = document.getElementById('root')!;
        return {
          shell: root.dataset.shell,
          inert: root.inert,
          busy: root.getAttribute('aria-busy'),
          main: root.querySelector('header + main')?.getAttribute('aria-busy'),
          balance: root.querySelector('header')?.textContent?.includes('Balance: …'),
          react: Object.keys(root.querySelector('header')!).some((key) => key.startsWith('__react')),
        };
      });
      expect(shell).toEqual({ shell: 'spec', inert: true, busy: 'true', main: 'true', balance: true, react: false });
      release();
      // the live page: the balance the server reports, the stake cards, nothing inert or busy left
      await next.getByTestId('balance').waitFor();
      await expect.poll(() => next.evaluate(() => document.querySelector('main')?.hasAttribute('aria-busy'))).toBe(false);
      const live = await next.evaluate(() => {
        const root = document.getElementById('root')!;
        return { shell: root.dataset.shell ?? null, inert: root.inert, busy: root.getAttribute('aria-busy'), disabled: root.getAttribute('aria-disabled'), headers: root.querySelectorAll('header').length };
      });
      expect(live).toEqual({ shell: null, inert: false, busy: null, disabled: null, headers: 1 });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a returning player reloading the live game mid-game: the shell paints before the scripts run, then the game paints with every call at once, nothing under the calls moving', async () => {
    const { context, page, errors } = await newPlayerPage(browser(), MOBILE);
    try {
      await login(page, inject('mockUrl'), '0911000001');
      await openBoardSelector(page, 10);
      await joinGame(page, [1, 2]);
      const control = pageFaults(page);
      expect(await control.startNow(10)).toBe(true);
      const called: number[] = [];
      for (let i = 0; i < 10; i++) await callAndSee(page, control, called);
      // from the document's start on: the layout shifts, and the called numbers the strip holds when
      // the boards first appear (a mutation observer's callback runs after the task that put them in,
      // before the frame that paints them)
      await context.addInitScript(() => {
        const seen = { shifts: 0, ballsWithFirstBoards: -1 };
        (window as unknown as { __firstGamePaint: typeof seen }).__firstGamePaint = seen;
        new PerformanceObserver((list) => list.getEntries().forEach((entry) => (seen.shifts += (entry as unknown as { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
        new MutationObserver(() => {
          if (seen.ballsWithFirstBoards < 0 && document.querySelector('#root:not([data-shell]) section[aria-label^="Board "]'))
            seen.ballsWithFirstBoards = document.querySelectorAll('ol[aria-label="Called numbers"] li').length;
        }).observe(document, { childList: true, subtree: true });
      });
      const release = await holdAppChunk(page);
      await page.reload();
      // the app chunk has not arrived: the header and the game's heading are index.html's own
      await page.locator('#root[data-shell] header').waitFor();
      const shell = await page.evaluate(() => {
        const root = document.getElementById('root')!;
        return {
          inert: root.inert,
          heading: root.querySelector('main[aria-busy="true"] h1.visually-hidden')?.textContent,
          react: Object.keys(root.querySelector('header')!).some((key) => key.startsWith('__react')),
        };
      });
      expect(shell).toEqual({ inert: true, heading: 'Live game', react: false });
      release();
      await shellReplaced(page);
      await expect.poll(() => seenCalls(page), { timeout: 15_000 }).toEqual(shownFor(called));
      await page.getByRole('region', { name: 'Board 2', exact: true }).waitFor();
      // a moment for a late frame to move something
      await page.waitForTimeout(500);
      const firstPaint = await page.evaluate(() => (window as unknown as { __firstGamePaint: { shifts: number; ballsWithFirstBoards: number } }).__firstGamePaint);
      // the strip holds the last 5 calls
      expect(firstPaint).toEqual({ shifts: 0, ballsWithFirstBoards: Math.min(called.length, 5) });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a logged-out visitor never sees the shell: nothing before the scripts, then the login page', async () => {
    const { context, page } = await newPlayerPage(browser(), MOBILE);
    try {
      const release = await holdAppChunk(page);
      await page.goto(`${inject('mockUrl')}/stake`);
      await page.waitForLoadState('domcontentloaded');
      expect(await page.evaluate(() => document.getElementById('root')!.childElementCount)).toBe(0);
      release();
      await page.waitForURL('**/auth?**');
      await page.getByLabel('Phone number').waitFor();
      expect(await page.locator('header').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('the logged-in shell of a real-server build (against `npm run provider`)', () => {
  providerServerForBlock();

  test("a returning player on a real-server build: the shell shows the balance the server reports before the app's scripts run, and the app reads that same session check (one request)", async () => {
    const { context, page, errors } = await newPlayerPage(browser(), MOBILE);
    try {
      await login(page, netUrl(), '0911000001');
      const next = await context.newPage();
      const checks: string[] = [];
      next.on('request', (request) => {
        if (request.url().includes('/users/get_user_info')) checks.push(request.headers()['authorization'] ?? '');
      });
      const release = await holdAppChunk(next);
      await next.goto(`${netUrl()}/stake`);
      // the app chunk has not arrived: the header's balance is index.html's chooser's, from the server's answer
      const slot = next.locator('#root[data-shell] header [data-balance-slot]');
      await expect.poll(() => slot.textContent(), { timeout: 10_000 }).toMatch(/^Balance: \d{1,3}(,\d{3})*\.\d\d ETB( \+\d{1,3}(,\d{3})*\.\d\d)?$/);
      const early = await slot.textContent();
      expect(await next.evaluate(() => Object.keys(document.querySelector('header')!).some((key) => key.startsWith('__react')))).toBe(false);
      release();
      // the live page shows the same balance, and asked the server once
      await next.getByTestId('balance').waitFor();
      await next.getByRole('heading', { name: 'Choose your stake' }).waitFor();
      expect(await next.getByTestId('balance').textContent()).toBe(early);
      expect(checks).toHaveLength(1);
      expect(checks[0]).toMatch(/^Bearer \S+$/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
