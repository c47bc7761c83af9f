import type { Locator, Page } from 'playwright-core';

/** A tile's box as the browser lays it out (CSS px, rounded to a tenth). */
interface Box {
  left: number;
  top: number;
  width: number;
}

/** The tiles of a grid, row by row (tiles within 2 px of a row's top), and the box of their container. */
export interface TileRows {
  rows: Box[][];
  container: Box;
}

/**
 * The visible tiles `tiles` (a locator matching every tile) of the grid `container`, grouped into
 * rows by getBoundingClientRect.
 */
export async function tileRows(container: Locator, tiles: Locator): Promise<TileRows> {
  await tiles.first().waitFor({ state: 'attached' });
  const boxes = await tiles.evaluateAll((els) =>
    els
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0)
      .map((r) => ({ left: Math.round(r.left * 10) / 10, top: Math.round(r.top * 10) / 10, width: Math.round(r.width * 10) / 10 })),
  );
  const container_ = await container.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    // the content box: where the tiles can go
    const left = r.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth);
    const width = r.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - parseFloat(style.borderLeftWidth) - parseFloat(style.borderRightWidth);
    return { left: Math.round(left * 10) / 10, top: Math.round(r.top * 10) / 10, width: Math.round(width * 10) / 10 };
  });
  const rows: Box[][] = [];
  for (const box of [...boxes].sort((a, b) => a.top - b.top || a.left - b.left)) {
    const row = rows.find((r) => Math.abs(r[0].top - box.top) <= 2);
    if (row) row.push(box);
    else rows.push([box]);
  }
  for (const row of rows) row.sort((a, b) => a.left - b.left);
  return { rows, container: container_ };
}

/**
 * What is wrong with a grid of tiles, in words (an empty list when nothing): every row as full as
 * the widest, each tile in the column of the tile above it (no hole), and no orphan in the last
 * row. A last row with fewer tiles is allowed only where the layout answers the count that way: its
 * tiles share the grid's whole width, or a single one stands in its middle.
 */
export function gridFaults({ rows, container }: TileRows): string[] {
  if (rows.length === 0) return ['no tiles'];
  const faults: string[] = [];
  const columns = Math.max(...rows.map((r) => r.length));
  const lefts = rows.find((r) => r.length === columns)!.map((b) => b.left);
  rows.forEach((row, i) => {
    const last = i === rows.length - 1;
    if (row.length < columns) {
      const first = row[0];
      const end = row[row.length - 1];
      const fills = Math.abs(first.left - container.left) <= 2 && Math.abs(end.left + end.width - (container.left + container.width)) <= 2;
      const centred = row.length === 1 && Math.abs(first.left + first.width / 2 - (container.left + container.width / 2)) <= 2;
      if (!last) faults.push(`row ${i + 1} has ${row.length} of ${columns} tiles (a hole)`);
      else if (!fills && !centred) faults.push(`last row has ${row.length} of ${columns} tiles (an orphan row), neither filling the width nor centred`);
      return;
    }
    row.forEach((b, j) => {
      if (Math.abs(b.left - lefts[j]) > 2) faults.push(`row ${i + 1} tile ${j + 1} is at x=${b.left}, its column at x=${lefts[j]} (a hole)`);
    });
  });
  return faults;
}

/** A word of visible text the browser broke over two lines, and where it stands. */
export interface WordBreak {
  word: string;
  text: string;
  element: string;
}

/**
 * Every word of visible text on the page that the browser broke across lines: each text node's
 * words (runs between spaces, hyphens and slashes, where a line may end) measured with
 * Range.getClientRects; a word whose boxes stand on two lines is broken inside it.
 */
export function midWordBreaks(page: Page): Promise<WordBreak[]> {
  return page.evaluate(() => {
    const found: { word: string; text: string; element: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template, [hidden]')) continue;
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[^\s\-/–—]+/g)) {
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
        if (rects.length < 2) continue;
        const tops = rects.map((r) => r.top);
        const heights = rects.map((r) => r.height);
        // boxes of one line share their top within half a line (mixed fonts shift them a little)
        if (Math.max(...tops) - Math.min(...tops) > Math.min(...heights) / 2) {
          const tag = parent.tagName.toLowerCase() + (parent.className && typeof parent.className === 'string' ? `.${parent.className.split(' ')[0]}` : '');
          found.push({ word: match[0], text: text.trim().slice(0, 80), element: tag });
        }
      }
    }
    return found;
  });
}

/** How far the page is wider than the viewport (0 when it fits; a horizontal scroll otherwise). */
export const horizontalOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth, document.body.scrollWidth - window.innerWidth));
