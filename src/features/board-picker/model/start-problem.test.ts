import { expect, test } from 'vitest';
import { startProblem } from './join';

const balance = (current: number, promo = 0) => ({ current_balance: current, promo_balance: promo });

test('spec §5 "Starting a manual game" messages, in order', () => {
  expect(startProblem({ hasSocket: false, balance: balance(500), betAmount: 10, boards: 1 })?.()).toBe('Connection lost...');
  expect(startProblem({ hasSocket: true, balance: balance(0, 0), betAmount: 10, boards: 1 })?.()).toBe('Invalid balance!');
  expect(startProblem({ hasSocket: true, balance: null, betAmount: 10, boards: 1 })?.()).toBe('Invalid balance!');
  expect(startProblem({ hasSocket: true, balance: balance(5, 5), betAmount: 10, boards: 1 })?.()).toBe('Insufficient balance!');
  expect(startProblem({ hasSocket: true, balance: balance(500), betAmount: 10, boards: 0 })?.()).toBe('Please select 1-2 boards and set a valid bet amount.');
  expect(startProblem({ hasSocket: true, balance: balance(15), betAmount: 10, boards: 2 })?.()).toBe('Please select 1-2 boards and set a valid bet amount.');
  expect(startProblem({ hasSocket: true, balance: balance(500), betAmount: 0, boards: 1 })?.()).toBe('Please select 1-2 boards and set a valid bet amount.');
  expect(startProblem({ hasSocket: true, balance: balance(15, 10), betAmount: 10, boards: 2 })).toBeNull();
});
