import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { m } from './paraglide/messages.js';
import { $language, LANGUAGE_STORAGE_KEY, languageChosen, readLanguageFx } from './model';

afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = '';
});

describe('the language choice', () => {
  test('starts as the spec texts with an English page', async () => {
    const scope = fork();
    await allSettled(readLanguageFx, { scope });
    expect(scope.getState($language)).toBe('spec');
    expect(document.documentElement.lang).toBe('en');
    expect(m.language_label()).toBe('Language');
  });

  test('a choice applies at once, sets <html lang> and is remembered by the device', async () => {
    const scope = fork();
    await allSettled(languageChosen, { scope, params: 'am' });
    expect(scope.getState($language)).toBe('am');
    expect(document.documentElement.lang).toBe('am');
    expect(m.language_label()).toBe('ቋንቋ');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('am');

    await allSettled(languageChosen, { scope, params: 'en' });
    expect(document.documentElement.lang).toBe('en');
    expect(m.language_label()).toBe('Language');
  });

  test('a stored choice comes back on the next start; an unknown one gives the spec texts', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const scope = fork();
    await allSettled(readLanguageFx, { scope });
    expect(scope.getState($language)).toBe('en');

    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    const other = fork();
    await allSettled(readLanguageFx, { scope: other });
    expect(other.getState($language)).toBe('spec');
  });
});

describe('the texts of a screen', () => {
  test('a message reads the chosen language as kept, not the page address each time (a call renders dozens of texts)', async () => {
    const scope = fork();
    await allSettled(languageChosen, { scope, params: 'am' });
    const href = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(window.location) as object, 'href') ?? Object.getOwnPropertyDescriptor(window.location, 'href');
    let reads = 0;
    const spy = vi.spyOn(window.location, 'href', 'get').mockImplementation(() => {
      reads++;
      return href?.get?.call(window.location) as string;
    });
    try {
      for (let i = 0; i < 20; i++) expect(m.language_label()).toBe('ቋንቋ');
      expect(reads).toBe(0);
    } finally {
      spy.mockRestore();
    }
    await allSettled(languageChosen, { scope, params: 'en' });
    expect(m.language_label()).toBe('Language');
  });
});
