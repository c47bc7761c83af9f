import { afterEach, describe, expect, test, vi } from 'vitest';
import { focusMainHeading, watchRouteFocus } from './route-focus';

afterEach(() => {
  document.body.innerHTML = '';
});

type Listener = Parameters<Parameters<typeof watchRouteFocus>[0]['subscribe']>[1];

describe('focus after a route change', () => {
  test('the main heading gets the focus (focusable by script only); without one, main', () => {
    document.body.innerHTML = '<button>x</button><main><h1>Choose your stake</h1></main>';
    expect(focusMainHeading()).toBe(true);
    expect(document.activeElement?.textContent).toBe('Choose your stake');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
    document.body.innerHTML = '<main><p>no heading</p></main>';
    expect(focusMainHeading()).toBe(true);
    expect(document.activeElement?.tagName).toBe('MAIN');
  });

  test('a new path focuses the new page heading, even when it renders a frame later; the first load does not', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance'] });
    let listener: Listener = () => undefined;
    const unsubscribe = watchRouteFocus({ subscribe: (_e, fn) => ((listener = fn), () => undefined) });
    document.body.innerHTML = '<button id="b">x</button>';
    const button = document.getElementById('b')!;
    button.focus();
    listener({ toLocation: { pathname: '/auth' }, pathChanged: true });
    vi.advanceTimersByTime(50);
    expect(document.activeElement).toBe(button);

    listener({ fromLocation: { pathname: '/auth' }, toLocation: { pathname: '/gameType' }, pathChanged: true });
    vi.advanceTimersByTime(32);
    document.body.insertAdjacentHTML('beforeend', '<main><h1>Game type</h1></main>');
    vi.advanceTimersByTime(32);
    expect(document.activeElement?.textContent).toBe('Game type');
    unsubscribe();
    vi.useRealTimers();
  });

  test("a page's shell still loading its screen (main aria-busy) keeps the focus waiting for the page's own heading", async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance'] });
    let listener: Listener = () => undefined;
    const unsubscribe = watchRouteFocus({ subscribe: (_e, fn) => ((listener = fn), () => undefined) });
    document.body.innerHTML = '<main aria-busy="true"><h1>Choose your stake</h1></main>';
    listener({ fromLocation: { pathname: '/gameType' }, toLocation: { pathname: '/stake' }, pathChanged: true });
    vi.advanceTimersByTime(32);
    expect(document.activeElement).toBe(document.body);
    document.body.innerHTML = '<main><h1>Choose your stake</h1><ul></ul></main>';
    vi.advanceTimersByTime(32);
    expect(document.activeElement?.tagName).toBe('H1');
    expect(document.activeElement?.closest('main')?.hasAttribute('aria-busy')).toBe(false);
    unsubscribe();
    vi.useRealTimers();
  });
});
