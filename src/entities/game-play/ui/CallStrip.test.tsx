import { act, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { expect, test } from 'vitest';
import { languageChosen } from '@/shared/i18n';
import { CallStrip } from './CallStrip';

const call = (number: number) => ({ letter: 'BINGO'[Math.floor((number - 1) / 15)] as 'B', number });

test('the latest call is announced through one polite live region, in the chosen language', async () => {
  const scope = fork();
  const strip = (numbers: number[]) => (
    <Provider value={scope}>
      <CallStrip calls={numbers.map(call)} label="Called numbers" order="newestFirst" />
    </Provider>
  );
  const { rerender } = render(strip([]));
  const region = screen.getByTestId('call-announcer');
  expect(region.getAttribute('aria-live')).toBe('polite');
  expect(region.textContent).toBe('');
  rerender(strip([12]));
  expect(region.textContent).toBe('B 12');
  rerender(strip([12, 47]));
  expect(region.textContent).toBe('G 47');
  // the strip itself is not a live region: a call is read once, by the announcer
  expect(screen.getByRole('list', { name: 'Called numbers' }).getAttribute('aria-live')).toBeNull();
  await act(() => allSettled(languageChosen, { scope, params: 'am' }));
  expect(region.textContent).toBe('ጂ 47');
  rerender(strip([12, 47, 20]));
  expect(region.textContent).toBe('አይ 20');
});
