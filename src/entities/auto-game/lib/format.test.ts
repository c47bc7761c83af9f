import { expect, test } from 'vitest';
import { formatGameName, gameStatusOf, maskPhone } from './format';

test('game name: dashes turned into capitalised words (spec §2.12)', () => {
  expect(formatGameName('evening-full-card')).toBe('Evening Full Card');
  expect(formatGameName('lunch')).toBe('Lunch');
  expect(formatGameName('big--win-')).toBe('Big Win');
});

test('phone masked on its last three digits (spec §2.11, §9)', () => {
  expect(maskPhone('0911000123')).toBe('0911000***');
  expect(maskPhone('123')).toBe('***');
});

test('status chip: completed, running, otherwise waiting (spec §4)', () => {
  expect(gameStatusOf('completed')).toBe('completed');
  expect(gameStatusOf('running')).toBe('running');
  expect(gameStatusOf('scheduled')).toBe('waiting');
  expect(gameStatusOf('')).toBe('waiting');
});
