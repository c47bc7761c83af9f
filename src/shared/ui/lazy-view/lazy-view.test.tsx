import { act, render } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { createLazyView } from './index';

afterEach(() => vi.useRealTimers());

function Probe({ view, idle }: { view: ReturnType<typeof createLazyView<string>>; idle?: boolean }) {
  return <p>{view.useView({ idle }) ?? 'none'}</p>;
}

test('idle: the import waits for an idle main thread, not the mount; asked for at once, it starts at once', async () => {
  vi.useFakeTimers();
  const load = vi.fn(() => Promise.resolve({ default: 'view' }));
  const view = createLazyView(load);
  const { container, rerender } = render(<Probe view={view} idle />);
  expect(load).not.toHaveBeenCalled();
  rerender(<Probe view={view} idle={false} />);
  expect(load).toHaveBeenCalledTimes(1);
  await act(async () => undefined);
  expect(container.textContent).toBe('view');
});

test('idle: started once the main thread is idle', async () => {
  vi.useFakeTimers();
  const load = vi.fn(() => Promise.resolve({ default: 'view' }));
  const view = createLazyView(load);
  const { container } = render(<Probe view={view} idle />);
  expect(load).not.toHaveBeenCalled();
  await act(async () => vi.advanceTimersByTime(1000));
  expect(load).toHaveBeenCalledTimes(1);
  expect(container.textContent).toBe('view');
});

test('without idle the import starts when the caller mounts', () => {
  const load = vi.fn(() => Promise.resolve({ default: 'view' }));
  render(<Probe view={createLazyView(load)} />);
  expect(load).toHaveBeenCalledTimes(1);
});
