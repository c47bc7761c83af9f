import { getByRole } from '@testing-library/dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { BOOT_FAILED_TEXT, showBootFailure } from './boot-failure';

afterEach(() => vi.unstubAllGlobals());

describe('boot failure message', () => {
  test('replaces the root with an alert and a real Reload button that reloads the page', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const root = document.createElement('div');
    root.innerHTML = '<p>half-rendered</p>';
    document.body.append(root);
    showBootFailure(root);
    const alert = getByRole(root, 'alert');
    expect(alert.textContent).toContain(BOOT_FAILED_TEXT);
    expect(BOOT_FAILED_TEXT).toBe('Cartela could not start. Check your connection and reload.');
    expect(root.textContent).not.toContain('half-rendered');
    const button = getByRole(alert, 'button', { name: 'Reload' });
    expect(button.tagName).toBe('BUTTON');
    button.click();
    expect(reload).toHaveBeenCalledTimes(1);
    root.remove();
  });
});
