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
      <CallStrip calls={numbers.map(call)} label="Called numbers" />
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

test('the last 5 calls in one row, the latest first on screen: the list stays oldest to latest, each ball placed newest first', () => {
  const scope = fork();
  render(
    <Provider value={scope}>
      <CallStrip calls={[12, 47, 20, 5, 66, 33, 71].map(call)} label="Called numbers" />
    </Provider>,
  );
  const list = screen.getByRole('list', { name: 'Called numbers' });
  const balls = [...list.querySelectorAll('li')];
  expect(balls.map((b) => b.textContent)).toEqual(['I-20', 'B-5', 'O-66', 'N-33', 'O-71']);
  // flex order: the latest lowest, so it shows first (at the start of the row), the oldest of the five last
  expect(balls.map((b) => Number(b.style.order))).toEqual([0, -1, -2, -3, -4]);
  expect(balls.map((b) => b.hasAttribute('data-latest'))).toEqual([false, false, false, false, true]);
  expect(balls[4].getAttribute('aria-label')).toBe('Latest call O-71');
  // five balls always fit: nothing to scroll, so the strip is no Tab stop
  expect(list.getAttribute('tabindex')).toBeNull();
});
