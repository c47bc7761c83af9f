import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, test, vi } from 'vitest';
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
