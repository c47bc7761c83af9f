import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's violations on `page` (WCAG 2.0/2.1 A and AA, the rules Lighthouse runs): rule id and the first offending elements. */
export async function axeViolations(page: Page, where: string) {
  // evaluated through the DevTools protocol, so the page's Content Security Policy does not apply
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; nodes: { html: string }[] }[] }> } }).axe;
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return violations.map((v) => ({ rule: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.html) }));
  });
  return violations.map((v) => ({ where, ...v }));
}
