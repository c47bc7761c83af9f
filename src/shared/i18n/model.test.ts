import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, test } from 'vitest';
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
