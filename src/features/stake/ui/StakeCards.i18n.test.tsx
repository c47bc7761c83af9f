import { act, screen, within } from '@testing-library/react';
import { allSettled } from 'effector';
import { expect, test } from 'vitest';
import { languageChosen } from '@/shared/i18n';
import { $now } from '@/shared/lib/time';
import { renderWithApp } from '@tests/setup/render-with-app';
import { $statuses } from '../model/stake';
import { StakeCards } from './StakeCards';

const waiting = { 10: { state: 'waiting', endsAt: Date.now() + 30_000, totalWinning: 80, inProgressCount: 2 } };

test('the stake cards follow the language switch without a remount: spec texts, Amharic, English', async () => {
  const { scope } = renderWithApp(<StakeCards />, { values: [[$statuses, waiting]] });
  const card = () => within(screen.getByTestId('stake-10'));
  // the spec's texts: both pattern names, the Amharic one marked for screen readers
  expect(card().getByText('Total winning')).toBeTruthy();
  expect(card().getByText('አንድ መስመር').getAttribute('lang')).toBe('am');
  expect(card().getByRole('button', { name: 'Play stake 10 ETB' }).textContent).toBe('Play');

  await act(() => allSettled(languageChosen, { scope, params: 'am' }));
  expect(card().getByText('ጠቅላላ ደራሽ')).toBeTruthy();
  expect(card().getByText('አንድ መስመር').getAttribute('lang')).toBeNull();
  expect(card().queryByText('One line', { exact: false })).toBeNull();
  expect(card().getByText('80.00 ብር')).toBeTruthy();
  expect(card().getByRole('button', { name: 'በ10 ብር መደብ ይጫወቱ' }).textContent).toBe('ይጫወቱ');
  expect(card().getByText('ከ10 ጥሪ በፊት ካሸነፉ የ100 ብር ቦነስ')).toBeTruthy();

  await act(() => allSettled(languageChosen, { scope, params: 'en' }));
  expect(card().getByText('One line')).toBeTruthy();
  expect(card().queryByText('አንድ መስመር')).toBeNull();
  expect(screen.getByTestId('stake-10').textContent).not.toMatch(/[\u1200-\u137f]/);
});

test('a waiting card counts down in the app\'s one format (m:ss)', () => {
  // the clock is pinned: a loaded machine must not move the second shown
  const now = Date.now();
  renderWithApp(<StakeCards />, { values: [[$now, now], [$statuses, { 10: { ...waiting[10], endsAt: now + 75_000 } }]] });
  expect(screen.getByTestId('countdown-10').textContent).toBe('1:15');
});
