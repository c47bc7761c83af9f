import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { THEME_STORAGE_KEY } from '@/shared/ui/theme/index.choice';
import { renderWithApp } from '@tests/setup/render-with-app';
import { ThemeSetting } from './ThemeSetting';

const root = document.documentElement;

afterEach(() => {
  localStorage.clear();
  delete root.dataset.theme;
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) meta.remove();
});

/** index.html's two theme-color metas (one per system setting) and what they say now. */
function themeColours(): () => string[] {
  document.head.insertAdjacentHTML('beforeend', '<meta name="theme-color" content="#0f172a" media="(prefers-color-scheme: dark)"><meta name="theme-color" content="#f4f6fa" media="(prefers-color-scheme: light)">');
  return () => [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((meta) => meta.content);
}

/** The profile's colour choice: as the phone (default), light or dark; applied at once and kept on the device. */
describe('ThemeSetting', () => {
  test('three choices in a group, "As the phone" chosen at first and no theme forced on the page', () => {
    renderWithApp(<ThemeSetting />);
    const group = screen.getByRole('group', { name: 'Colours' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.closest('span')!.textContent)).toEqual(['As the phone', 'Light', 'Dark']);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'As the phone' }).checked).toBe(true);
    expect(root.dataset.theme).toBeUndefined();
  });

  test('choosing Light applies at once and is remembered; back to "As the phone" forgets it and follows the system again', async () => {
    renderWithApp(<ThemeSetting />);
    await userEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(root.dataset.theme).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    await userEvent.keyboard('{ArrowRight}');
    expect(root.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await userEvent.click(screen.getByRole('radio', { name: 'As the phone' }));
    expect(root.dataset.theme).toBeUndefined();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  test("the browser's bar follows: a chosen palette's colour on both metas, back to each system setting's with \"As the phone\"", async () => {
    const bars = themeColours();
    renderWithApp(<ThemeSetting />);
    await userEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(bars()).toEqual(['#f4f6fa', '#f4f6fa']);
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(bars()).toEqual(['#0f172a', '#0f172a']);
    await userEvent.click(screen.getByRole('radio', { name: 'As the phone' }));
    expect(bars()).toEqual(['#0f172a', '#f4f6fa']);
  });

  test("inside Telegram the bar is Telegram's: a choice leaves the metas alone", async () => {
    const bars = themeColours();
    root.dataset.theme = 'telegram';
    renderWithApp(<ThemeSetting />);
    await userEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(bars()).toEqual(['#0f172a', '#f4f6fa']);
  });

  test('a stored choice is shown as chosen', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    renderWithApp(<ThemeSetting />);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Dark' }).checked).toBe(true);
  });

  test("where Telegram's theme holds the page, a choice is kept but does not replace Telegram's colours", async () => {
    root.dataset.theme = 'telegram';
    renderWithApp(<ThemeSetting />);
    await userEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(root.dataset.theme).toBe('telegram');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });
});
