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

test('every call in one row: the list stays oldest to latest, the latest placed first, and the strip is a Tab stop to scroll it', () => {
  const scope = fork();
  render(
    <Provider value={scope}>
      <CallStrip calls={[12, 47, 20].map(call)} label="Called numbers" order="newestFirst" />
    </Provider>,
  );
  const list = screen.getByRole('list', { name: 'Called numbers' });
  const balls = [...list.querySelectorAll('li')];
  expect(balls.map((b) => b.textContent)).toEqual(['B-12', 'G-47', 'I-20']);
  // flex order: the latest lowest, so it shows first (at the start of the row) and the older calls scroll
  expect(balls.map((b) => Number(b.style.order))).toEqual([0, -1, -2]);
  expect(list.getAttribute('tabindex')).toBe('0');
});
