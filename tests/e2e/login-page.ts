import type { Page } from 'playwright-core';

// What the browser tests of the prerendered login page read of it (login-prerender, login-handover).

/** Console errors and warnings of `page` (React reports a hydration mismatch there; so does reportError). */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  return problems;
}

/** Whether React has taken over the prerendered phone input (its fiber is attached to the node). */
export const hydrated = (page: Page) =>
  page.evaluate(() => {
    const input = document.querySelector('input[name="phone"]');
    return input !== null && Object.keys(input).some((key) => key.startsWith('__reactFiber'));
  });

/** The kinds of the problems the app has reported so far (`reportError`, the test build's log). */
export const reports = (page: Page) => page.evaluate(() => (window as unknown as { __cartelaReports(): { kind: string }[] }).__cartelaReports().map((r) => r.kind));
