import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { CrashPage } from './CrashPage';

describe('crash fallback (spec §2.16, §8 "Uncaught render error")', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('shows the spec texts; Try Again reloads, Go Home goes to /', () => {
    const reload = vi.fn();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload, assign });
    render(<CrashPage />);
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeTruthy();
    expect(screen.getByText("Don't worry, these things happen. Let's get you back on track.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Go Home' }));
    expect(assign).toHaveBeenCalledWith('/');
  });
});
