import { act, render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { lazyPage } from './lazy-page';

/** A page module that loads when `resolve` is called. */
function deferredPage() {
  let resolve!: () => void;
  const module = new Promise<(props: { stake: number }) => React.ReactElement>((done) => {
    resolve = () => done(({ stake }) => <main><h1>Stake {stake}</h1></main>);
  });
  return { load: () => module, resolve };
}

describe('lazyPage (a logged-in page paints its shell before its screen has loaded)', () => {
  test('the shell (an empty, busy main) renders while the screen module loads, then the screen with its props', async () => {
    const page = deferredPage();
    const Page = lazyPage(page.load);
    const { container } = render(<Page stake={10} />);
    expect(container.querySelector('main[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    await act(async () => page.resolve());
    expect(await screen.findByRole('heading', { name: 'Stake 10' })).toBeTruthy();
    expect(container.querySelector('main[aria-busy]')).toBeNull();
  });

  test('the import starts when the page is made (with its route chunk), not when it first renders', () => {
    let started = 0;
    lazyPage(() => {
      started++;
      return new Promise<() => React.ReactElement>(() => undefined);
    });
    expect(started).toBe(1);
  });

  test('a screen already loaded renders at once, without a frame of the shell', async () => {
    const page = deferredPage();
    const Page = lazyPage(page.load);
    await act(async () => page.resolve());
    const { container } = render(<Page stake={20} />);
    expect(screen.getByRole('heading', { name: 'Stake 20' })).toBeTruthy();
    expect(container.querySelector('main[aria-busy]')).toBeNull();
  });
});
