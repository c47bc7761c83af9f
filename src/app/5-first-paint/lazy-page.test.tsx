import { act, render, screen, waitFor } from '@testing-library/react';
import { createEvent, createStore, sample } from 'effector';
import { createGate, useGate, useUnit } from 'effector-react';
import { startTransition, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, test, vi } from 'vitest';
import { verticalSwipesAllowed } from '@/shared/telegram/index.native';
import { lazyPage } from './lazy-page';

type Page = (props: { stake: number }) => ReactElement;

/** A page module that loads when `resolve` is called; `load` counts the requests. */
function deferredPage() {
  let resolve!: () => void;
  const module = new Promise<Page>((done) => {
    resolve = () => done(({ stake }) => <main><h1>Stake {stake}</h1><p>cards</p></main>);
  });
  return { load: vi.fn(() => module), resolve };
}

// in this order: the first test is the document's first load (no logged-in page has painted yet)
describe('lazyPage (a logged-in page paints its shell before its screen is even requested)', () => {
  test('withRoute: the screen is requested when the route chunk runs, even on a first load', () => {
    const page = deferredPage();
    lazyPage(page.load, undefined, { withRoute: true });
    expect(page.load).toHaveBeenCalledTimes(1);
  });

  test('first load: the shell (header, busy main with the heading) renders and the screen is requested only after that paint', async () => {
    const page = deferredPage();
    const Page = lazyPage(page.load, () => <h1>Choose your stake</h1>);
    expect(page.load).not.toHaveBeenCalled();
    const { container } = render(<Page stake={10} />);
    expect(container.querySelector('main[aria-busy="true"] h1')?.textContent).toBe('Choose your stake');
    expect(page.load).not.toHaveBeenCalled();
    await waitFor(() => expect(page.load).toHaveBeenCalledTimes(1));
    expect(container.querySelector('main[aria-busy="true"] h1')?.textContent).toBe('Choose your stake');
    await act(async () => page.resolve());
    expect(await screen.findByRole('heading', { name: 'Stake 10' })).toBeTruthy();
    expect(container.querySelector('main[aria-busy]')).toBeNull();
  });

  test('later in the session the screen is requested as soon as its route chunk runs (an intent to navigate)', () => {
    const page = deferredPage();
    lazyPage(page.load);
    expect(page.load).toHaveBeenCalledTimes(1);
  });

  test('a screen already loaded renders at once, without a frame of the shell', async () => {
    const page = deferredPage();
    const Page = lazyPage(page.load, () => <h1>Stake</h1>);
    await act(async () => page.resolve());
    const { container } = render(<Page stake={20} />);
    expect(screen.getByRole('heading', { name: 'Stake 20' })).toBeTruthy();
    expect(container.querySelector('main[aria-busy]')).toBeNull();
  });
});

describe('lazyPage reads', () => {
  test("the screen's first reads start with its import, once", () => {
    const page = deferredPage();
    const reads = vi.fn();
    lazyPage(page.load, undefined, { withRoute: true, reads });
    expect(reads).toHaveBeenCalledTimes(1);
    expect(page.load).toHaveBeenCalledTimes(1);
  });
});

describe("lazyPage: a screen's first paint shows what its mount restored", () => {
  /**
   * A screen that restores a value when it mounts, as a game screen's gate does (effector-react opens
   * a gate in a layout effect; the live game then puts back the calls kept in session storage).
   */
  function restoringScreen(): Page {
    const restored = createEvent<number>();
    const $calls = createStore(0).on(restored, (_, calls) => calls);
    const ScreenGate = createGate();
    sample({ clock: ScreenGate.open, fn: () => 10, target: restored });
    return function Screen() {
      useGate(ScreenGate);
      const calls = useUnit($calls);
      return <p>calls {calls}</p>;
    };
  }

  /**
   * The text `container` holds once the task that first put the screen's text into it has run to its
   * end (its microtasks included): what the browser's next frame paints. React's passive effects and
   * what they schedule run in later tasks, after that paint.
   */
  function textAtFirstPaint(container: HTMLElement, screenText: RegExp): Promise<string> {
    return new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!screenText.test(container.textContent ?? '')) return;
        observer.disconnect();
        resolve(container.textContent ?? '');
      });
      observer.observe(container, { subtree: true, childList: true, characterData: true });
    });
  }

  /** Renders as the app does: a root rendered in a transition, outside act(), so React schedules as in a browser. */
  async function firstPaintOf(element: ReactElement): Promise<string> {
    const reactGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = reactGlobal.IS_REACT_ACT_ENVIRONMENT;
    reactGlobal.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    try {
      const painted = textAtFirstPaint(container, /calls/);
      startTransition(() => root.render(element));
      return await painted;
    } finally {
      root.unmount();
      container.remove();
      reactGlobal.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  }

  test('a screen already loaded (a live game reloaded mid-game: the app\'s first render): its first paint holds the restored calls', async () => {
    const load = vi.fn(() => Promise.resolve(restoringScreen()));
    const Page = lazyPage(load, () => <h1>Game</h1>, { withRoute: true, restores: true });
    await load.mock.results[0]!.value;
    expect(await firstPaintOf(<Page stake={10} />)).toBe('calls 10');
  });

  test('a screen that restores nothing paints at once: what its mount asks for renders in a later task, not in the commit\'s', async () => {
    const load = vi.fn(() => Promise.resolve(restoringScreen()));
    const Page = lazyPage(load, () => <h1>Wallet</h1>, { withRoute: true });
    await load.mock.results[0]!.value;
    expect(await firstPaintOf(<Page stake={10} />)).toBe('calls 0');
  });

  test('a screen that arrives after the shell painted (a scheduled game): its first paint holds what it restored', async () => {
    const page = deferredPage();
    const screenModule = Promise.resolve(restoringScreen());
    const Page = lazyPage(() => page.load().then(() => screenModule), () => <h1>Game</h1>, { restores: true });
    const painted = firstPaintOf(<Page stake={10} />);
    page.resolve();
    expect(await painted).toBe('calls 10');
  });

  test('swipesOff: inside Telegram vertical swipes are off from the shell on, before the screen has loaded, and on again once the page is gone', async () => {
    const page = deferredPage();
    const Game = lazyPage(page.load, () => <h1>Game</h1>, { swipesOff: true });
    const Other = lazyPage(deferredPage().load, () => <h1>Stakes</h1>);
    const other = render(<Other stake={10} />);
    expect(verticalSwipesAllowed()).toBe(true);
    other.unmount();
    const view = render(<Game stake={10} />);
    expect(verticalSwipesAllowed()).toBe(false);
    await act(async () => page.resolve());
    expect(await screen.findByRole('heading', { name: 'Stake 10' })).toBeTruthy();
    expect(verticalSwipesAllowed()).toBe(false);
    view.unmount();
    expect(verticalSwipesAllowed()).toBe(true);
  });
});
