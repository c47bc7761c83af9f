import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { $language, LANGUAGE_STORAGE_KEY } from '@/shared/i18n';
import { renderWithApp } from '@tests/setup/render-with-app';
import { LanguageSwitch } from './LanguageSwitch';

afterEach(() => localStorage.clear());

describe('LanguageSwitch', () => {
  test('three choices in a group, the spec texts chosen at first', () => {
    renderWithApp(<LanguageSwitch />);
    const group = screen.getByRole('group', { name: 'Language' });
    const choices = within(group).getAllByRole('radio');
    expect(choices.map((radio) => radio.closest('span')!.textContent)).toEqual(['ቅልቅል · Mixed', 'አማርኛ', 'English']);
    expect((screen.getByRole('radio', { name: 'ቅልቅል · Mixed' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('አማርኛ').getAttribute('lang')).toBe('am');
  });

  test('choosing አማርኛ applies at once (the legend turns Amharic, <html lang="am">) and is remembered', async () => {
    const { scope } = renderWithApp(<LanguageSwitch />);
    await userEvent.click(screen.getByRole('radio', { name: 'አማርኛ' }));
    expect(scope.getState($language)).toBe('am');
    expect(screen.getByRole('group', { name: 'ቋንቋ' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('am');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('am');
  });

  test('arrow keys move between the choices', async () => {
    renderWithApp(<LanguageSwitch />);
    await userEvent.click(screen.getByRole('radio', { name: 'ቅልቅል · Mixed' }));
    await userEvent.keyboard('{ArrowRight}');
    expect((screen.getByRole('radio', { name: 'አማርኛ' }) as HTMLInputElement).checked).toBe(true);
  });
});
