import { expect, test } from 'vitest';
import { formatGameName, gameStatusOf, scheduledGameName } from './format';

test('game name: dashes turned into capitalised words (spec §2.12)', () => {
  expect(formatGameName('evening-full-card')).toBe('Evening Full Card');
  expect(formatGameName('lunch')).toBe('Lunch');
  expect(formatGameName('big--win-')).toBe('Big Win');
});

test('status chip: completed, running, otherwise waiting (spec §4)', () => {
  expect(gameStatusOf('completed')).toBe('completed');
  expect(gameStatusOf('running')).toBe('running');
  expect(gameStatusOf('scheduled')).toBe('waiting');
  expect(gameStatusOf('')).toBe('waiting');
});

test('a scheduled game on screen: its formatted name, else "Scheduled game", never its id', () => {
  expect(scheduledGameName({ gameName: 'evening-full-card' })).toBe('Evening Full Card');
  expect(scheduledGameName(null)).toBe('Scheduled game');
  expect(scheduledGameName({ gameName: '' })).toBe('Scheduled game');
});
