import { act, screen } from '@testing-library/react';
import { allSettled } from 'effector';
import { expect, test } from 'vitest';
import { languageChosen, m } from '@/shared/i18n';
import { renderWithApp } from '@tests/setup/render-with-app';
import { PatternName, patternName } from './PatternName';

test('a pattern name follows the language switch: both names in the spec texts, then Amharic, then English', async () => {
  const { scope } = renderWithApp(
    <p data-testid="name">
      <PatternName id="rightHalf" />
    </p>,
  );
  const name = () => screen.getByTestId('name');
  expect(name().textContent).toBe('የቀኝ ግማሽ / Right half');
  expect(screen.getByText('የቀኝ ግማሽ').getAttribute('lang')).toBe('am');
  expect(patternName('rightHalf')).toBe('Right half');

  await act(() => allSettled(languageChosen, { scope, params: 'am' }));
  expect(name().textContent).toBe('የቀኝ ግማሽ');
  expect(patternName('fullHouse')).toBe('ሙሉ ካርቴላ');

  await act(() => allSettled(languageChosen, { scope, params: 'en' }));
  expect(name().textContent).toBe('Right half');
  expect(patternName('twoLines')).toBe('Two lines');
});

test('the names are the catalogues\' (pattern_* of shared/i18n/messages/common) in each language', () => {
  for (const locale of ['spec', 'am', 'en'] as const) {
    expect([m.pattern_one_line({}, { locale }), m.pattern_two_lines({}, { locale }), m.pattern_right_half({}, { locale }), m.pattern_full_house({}, { locale })]).toEqual(
      locale === 'am' ? ['አንድ መስመር', 'ሁለት መስመር', 'የቀኝ ግማሽ', 'ሙሉ ካርቴላ'] : ['One line', 'Two lines', 'Right half', 'Full house'],
    );
  }
});
