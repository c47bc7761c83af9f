import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { chromiumArgs } from '../../scripts/measure/chromium-args';

/** One `securitypolicyviolation` event seen in a page: what the browser blocked and where. */
export interface CspViolation {
  page: string;
  violatedDirective: string;
  blockedURI: string;
  sample: string;
  sourceFile: string;
  lineNumber: number;
}

declare global {
  interface Window {
    /** The violations of this document, in order (set up by the e2e init script). */
    __cspViolations?: Omit<CspViolation, 'page'>[];
    __cartelaCspViolation?: (v: Omit<CspViolation, 'page'>) => Promise<void>;
  }
}

const violations: CspViolation[] = [];

/**
 * Every page of `context` reports its `securitypolicyviolation` events: into `window.__cspViolations`
 * (for a test that looks at one page) and, through a binding that survives navigations, into the
 * list `takeCspViolations` empties.
 */
async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__cartelaCspViolation', ({ page }, v: Omit<CspViolation, 'page'>) => {
    violations.push({ page: page?.url() ?? '', ...v });
  });
  await context.addInitScript(() => {
    const seen: Omit<CspViolation, 'page'>[] = [];
    window.__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      const v = { violatedDirective: e.violatedDirective, blockedURI: e.blockedURI, sample: e.sample, sourceFile: e.sourceFile, lineNumber: e.lineNumber };
      seen.push(v);
      void window.__cartelaCspViolation?.(v);
    });
  });
}

/** The CSP violations reported since the last call (README "Deploying": there must be none). */
export function takeCspViolations(): CspViolation[] {
  return violations.splice(0);
}

/**
 * Debian's Chromium, headless, with the flags this machine needs (toolchain.md item 3). Every
 * context it makes (`newContext`, `newPage`) records CSP violations (`takeCspViolations`) and
 * reports a dark system colour scheme unless its options say otherwise.
 */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    // the stand-in for Telegram Web is a public origin (https://web.telegram.org, routed) framing
    // the app on 127.0.0.1, which Chromium's local network access check would block; in
    // production both are public
    args: chromiumArgs(['LocalNetworkAccessChecks']),
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    // playwright emulates a light system unless told; the tests see the dark palette (the app's
    // first, and Telegram's base) unless they ask for light (`colorScheme: 'light'`)
    const context = await newContext({ colorScheme: 'dark', ...options });
    await recordCspViolations(context);
    return context;
  };
  return browser;
}

/**
 * The test file's browser: one Chromium (`launchChromium`) launched before its tests and closed
 * after them; every test must end without a CSP violation (README "Deploying": the production
 * builds run every test under their CSP). Call at the top of the file; returns the browser's getter.
 */
export function chromiumForFile(): () => Browser {
  let browser: Browser;
  afterEach(() => {
    expect(takeCspViolations()).toEqual([]);
  });
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser;
}
