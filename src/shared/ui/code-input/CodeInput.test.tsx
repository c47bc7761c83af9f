import { act, screen } from '@testing-library/react';
import { allSettled } from 'effector';
import { expect, test } from 'vitest';
import { languageChosen } from '@/shared/i18n';
import { renderWithApp } from '@tests/setup/render-with-app';
import { CodeInput } from './CodeInput';

test('the code boxes are named from the catalogues and follow the language switch (spec §2.3)', async () => {
  const { scope } = renderWithApp(<CodeInput value="" onChange={() => {}} />);
  expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy();
  expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('aria-label'))).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Verification code character ${n}`));

  await act(() => allSettled(languageChosen, { scope, params: 'am' }));
  expect(screen.getByRole('group', { name: 'የማረጋገጫ ኮድ' })).toBeTruthy();
  expect(screen.getAllByRole('textbox')[0]!.getAttribute('aria-label')).toBe('የማረጋገጫ ኮድ ቁምፊ 1');
});
