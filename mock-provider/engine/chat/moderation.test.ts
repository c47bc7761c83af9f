import { expect, test } from 'vitest';
import { hasBlockedWord, messageWait, reactionWait } from './moderation';

test('the word filter: a listed word, whole and in any case, refuses; a longer word that holds it does not', () => {
  expect(hasBlockedWord('you IDIOT!')).toBe(true);
  expect(hasBlockedWord('Scam.')).toBe(true);
  expect(hasBlockedWord('scamper home')).toBe(false);
  expect(hasBlockedWord('Good luck all')).toBe(false);
});

test('the word filter reads Ethiopic words too (ደደብ)', () => {
  expect(hasBlockedWord('አንተ ደደብ ነህ')).toBe(true);
  expect(hasBlockedWord('ደደብ!')).toBe(true);
  expect(hasBlockedWord('መልካም ዕድል!')).toBe(false);
});

test('one reaction a second: the wait is whole seconds, at least 1', () => {
  expect(reactionWait(null, 5_000)).toBeNull();
  expect(reactionWait(5_000, 5_400)).toBe(1);
  expect(reactionWait(5_000, 6_000)).toBeNull();
});

test('five messages a minute: the sixth waits until the oldest of the five leaves the window', () => {
  const sent = [0, 10_000, 20_000, 30_000];
  expect(messageWait(sent, 40_000)).toBeNull();
  expect(messageWait([...sent, 40_000], 41_000)).toBe(19);
  expect(messageWait([...sent, 40_000], 59_500)).toBe(1);
  expect(messageWait([...sent, 40_000], 60_000)).toBeNull();
});
