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
    expect(alert.textContent).toContain(BOOT_FAILED_TEXT());
    expect(BOOT_FAILED_TEXT()).toBe('Cartela could not start. Check your connection and reload.');
    expect(root.textContent).not.toContain('half-rendered');
    const button = getByRole(alert, 'button', { name: 'Reload' });
    expect(button.tagName).toBe('BUTTON');
    button.click();
    expect(reload).toHaveBeenCalledTimes(1);
    root.remove();
  });

  test('over the prerendered login markup (an inert root): the alert and its Reload button are usable', () => {
    const root = document.createElement('div');
    root.innerHTML = '<main><form><input name="phone"></form></main>';
    root.inert = true;
    root.setAttribute('aria-disabled', 'true');
    root.dataset.prerendered = 'spec';
    document.body.append(root);
    showBootFailure(root);
    expect(root.inert).toBe(false);
    expect(root.hasAttribute('aria-disabled')).toBe(false);
    expect(root.dataset.prerendered).toBeUndefined();
    expect(getByRole(root, 'alert').querySelector('button')).not.toBeNull();
    root.remove();
  });

  test('over the prerendered logged-in shell (an inert, busy root): the alert replaces it, nothing inert or busy left', () => {
    const root = document.createElement('div');
    root.innerHTML = '<header><span>Balance: …</span></header><main aria-busy="true"><h1>Choose your stake</h1></main>';
    root.inert = true;
    root.setAttribute('aria-disabled', 'true');
    root.setAttribute('aria-busy', 'true');
    root.dataset.shell = 'spec';
    document.body.append(root);
    showBootFailure(root);
    expect({ inert: root.inert, disabled: root.getAttribute('aria-disabled'), busy: root.getAttribute('aria-busy'), shell: root.dataset.shell ?? null }).toEqual({
      inert: false,
      disabled: null,
      busy: null,
      shell: null,
    });
    expect(root.querySelector('header')).toBeNull();
    expect(getByRole(root, 'alert').querySelector('button')).not.toBeNull();
    root.remove();
  });

  test('while offline it says so, and reloads by itself when the network is back', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const root = document.createElement('div');
    document.body.append(root);
    showBootFailure(root);
    expect(getByRole(root, 'alert').textContent).toContain('You are offline. Cartela will reconnect when the network is back.');
    expect(root.textContent).not.toContain(BOOT_FAILED_TEXT());
    expect(reload).not.toHaveBeenCalled();
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(reload).toHaveBeenCalledTimes(1);
    onLine.mockRestore();
    root.remove();
  });
});

test('the boot failure speaks the language stored on the device', () => {
  localStorage.setItem('cartela.language', 'am');
  const root = document.createElement('div');
  showBootFailure(root);
  expect(root.querySelector('[role="alert"]')!.getAttribute('lang')).toBe('am');
  expect(root.textContent).toContain('ካርቴላ መጀመር አልቻለም።');
  expect(root.querySelector('button')!.textContent).toBe('እንደገና ጫን');
  localStorage.removeItem('cartela.language');
});
