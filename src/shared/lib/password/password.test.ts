import { describe, expect, test } from 'vitest';
import { canResetPassword, passwordStrength } from './index';

/** Spec §5 Forgot password: +30 length ≥ 6, +20 uppercase, +20 digit, +30 symbol; error < 40, warning < 70. */
describe('password strength', () => {
  test.each([
    ['', 0, 'error'],
    ['abcde', 0, 'error'],
    ['abcdef', 30, 'error'],
    ['Abcde', 20, 'error'],
    ['Abcdef', 50, 'warning'],
    ['abcde1', 50, 'warning'],
    ['Abcde1', 70, 'success'],
    ['abc!', 30, 'error'],
    ['abcdef!', 60, 'warning'],
    ['Abcdef1!', 100, 'success'],
  ] as const)('%j scores %i (%s)', (password, score, tone) => {
    expect(passwordStrength(password)).toMatchObject({ score, tone });
  });

  test('reset needs equal passwords of at least 6 characters', () => {
    expect(canResetPassword('abcdef', 'abcdef')).toBe(true);
    expect(canResetPassword('abcde', 'abcde')).toBe(false);
    expect(canResetPassword('abcdef', 'abcdeF')).toBe(false);
  });
});
