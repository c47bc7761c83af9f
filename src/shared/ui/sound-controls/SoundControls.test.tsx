import { act, fireEvent, render, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';

// audio whose play() the browser refuses until a tap (autoplay rule after a reload)
const browser = vi.hoisted(() => ({ refuse: true, played: [] as string[] }));
class GuardedAudio {
  src = '';
  preload = '';
  play() {
    if (browser.refuse) return Promise.reject(new DOMException('no gesture', 'NotAllowedError'));
    browser.played.push(this.src);
    return Promise.resolve();
  }
  pause() {}
}
vi.stubGlobal('Audio', GuardedAudio);

const { playCall } = await import('@/shared/lib/sound');
const { SoundControls } = await import('./SoundControls');

test('blocked audio shows "Sound is off — tap to turn it on"; the tap plays the refused call and hides it', async () => {
  render(<SoundControls />);
  expect(screen.queryByRole('button', { name: /Sound is off/ })).toBeNull();
  await act(async () => {
    playCall(9);
    await new Promise((r) => setTimeout(r, 150));
  });
  const hint = screen.getByRole('button', { name: 'Sound is off — tap to turn it on' });
  browser.refuse = false;
  await act(async () => {
    fireEvent.click(hint);
    await new Promise((r) => setTimeout(r, 0));
  });
  expect(browser.played).toEqual(['/sounds/calls/9.mp3']);
  expect(screen.queryByRole('button', { name: /Sound is off/ })).toBeNull();
});
