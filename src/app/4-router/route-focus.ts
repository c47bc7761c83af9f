/** The heading of a page that has rendered: a shell still loading its screen (`main[aria-busy]`, src/app/5-first-paint/lazy-page.tsx) is skipped, its heading is about to be replaced. */
const READY_HEADING = 'main:not([aria-busy="true"]) h1';

/**
 * After a route change, focus moves to the new page's main heading (`main h1` of a rendered page, else `main`), so a
 * screen reader reads where the player arrived and the keyboard starts at the top of the page. The
 * heading is made focusable for this (`tabindex="-1"`: focusable by script, not in the Tab order).
 * The first load is left alone: the browser starts at the top of the document.
 */
export function focusMainHeading(doc: Document = document): boolean {
  const target = doc.querySelector<HTMLElement>(READY_HEADING) ?? doc.querySelector<HTMLElement>('main');
  if (!target) return false;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: false });
  return doc.activeElement === target;
}

interface RouterLike {
  subscribe(event: 'onResolved', fn: (e: { fromLocation?: { pathname: string }; toLocation: { pathname: string }; pathChanged: boolean }) => void): () => void;
}

/**
 * Subscribes `router` so every resolved route change with a new path focuses the new page's
 * heading. A lazily loaded page may render a few frames later: it retries on each frame for up to
 * `waitMs` milliseconds. Returns the unsubscribe function.
 */
export function watchRouteFocus(router: RouterLike, waitMs = 1500): () => void {
  return router.subscribe('onResolved', (event) => {
    if (!event.fromLocation || !event.pathChanged) return;
    focusMainHeadingSoon(waitMs);
  });
}

/**
 * Focuses the page's heading once it has rendered (`focusMainHeading`): a lazily loaded page may render
 * a few frames later, so it retries on each frame for up to `waitMs` milliseconds, then focuses what is there.
 */
export function focusMainHeadingSoon(waitMs = 1500): void {
  const until = performance.now() + waitMs;
  const attempt = () => {
    if (document.querySelector(READY_HEADING) && focusMainHeading()) return;
    if (performance.now() < until) requestAnimationFrame(attempt);
    else focusMainHeading();
  };
  requestAnimationFrame(attempt);
}
