import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { OfflineNotice, OfflineScreen, UpdatePrompt } from './AppStatus';

const OFFLINE = 'You are offline. Cartela will reconnect when the network is back.';

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => vi.restoreAllMocks());

describe('offline notice', () => {
  test('says the device is offline while it is, in a live region, and goes when the network is back', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineNotice />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    goOnline(false);
    expect(region.textContent).toBe(OFFLINE);
    goOnline(true);
    expect(region.textContent).toBe('');
  });

  test('the offline screen has the message and a Reload button', () => {
    const reload = vi.fn();
    render(<OfflineScreen onReload={reload} />);
    expect(screen.getByRole('alert').textContent).toContain(OFFLINE);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('update prompt', () => {
  test('"A new version is ready" with a Reload button only while open; Reload calls onReload', () => {
    const onReload = vi.fn();
    const { rerender } = render(<UpdatePrompt open={false} onReload={onReload} />);
    expect(screen.getByRole('status').textContent).toBe('');
    rerender(<UpdatePrompt open onReload={onReload} />);
    expect(screen.getByRole('status').textContent).toContain('A new version is ready');
    const button = screen.getByRole('button', { name: 'Reload' });
    expect(button.tagName).toBe('BUTTON');
    expect(onReload).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});
