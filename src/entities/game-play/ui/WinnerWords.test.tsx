import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { playWinCueFx } from '@/shared/lib/sound';
import { renderWithApp } from '@tests/setup/render-with-app';
import { WinnerWords } from './WinnerWords';

/** The winner modal's words: the player's own win celebrated (confetti and a fanfare), another's win plainly. */
describe('WinnerWords', () => {
  test('the own win: the amount, a confetti burst hidden from screen readers, and the fanfare once', () => {
    const fanfare = vi.fn();
    const { container } = renderWithApp(<WinnerWords own amount={80} />, { handlers: [[playWinCueFx, fanfare]] });
    expect(screen.getByText('You won 80.00 ETB!')).toBeTruthy();
    const burst = container.querySelector('[data-celebration]')!;
    expect(burst.getAttribute('aria-hidden')).toBe('true');
    expect(burst.children.length).toBeGreaterThan(0);
    expect(fanfare).toHaveBeenCalledTimes(1);
  });

  test("another player's win: better luck next round, no confetti, no fanfare", () => {
    const fanfare = vi.fn();
    const { container } = renderWithApp(<WinnerWords own={false} amount={null} />, { handlers: [[playWinCueFx, fanfare]] });
    expect(screen.getByText('Better luck next round')).toBeTruthy();
    expect(container.querySelector('[data-celebration]')).toBeNull();
    expect(fanfare).not.toHaveBeenCalled();
  });
});
