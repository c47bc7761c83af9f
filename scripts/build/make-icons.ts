// Renders the PWA icons (public/icons/*.png) from public/favicon.svg with the Chromium the browser
// tests use: `npx tsx scripts/build/make-icons.ts`. Run again after changing the favicon; commit the PNGs.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';

const root = resolve(import.meta.dirname, '../..');
const favicon = readFileSync(resolve(root, 'public/favicon.svg'), 'utf8');
const inner = favicon.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
// the theme's background (src/shared/ui/theme); a maskable icon is cropped to a circle of 80 % of
// its side, so the mark sits inside the middle 60 % on a full-bleed background
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0f172a"/><g transform="translate(12.8 12.8) scale(0.6)">${inner}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    await page.locator('svg').screenshot({ path: resolve(root, 'public/icons', file), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
