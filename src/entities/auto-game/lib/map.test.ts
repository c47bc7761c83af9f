import { expect, test } from 'vitest';
import { ownWinAmount, purchaseSnackbar } from './map';
import { says } from '@tests/setup/says';

test('purchase result: the server message, else the defaults of spec §8', () => {
  expect(purchaseSnackbar({ success: true, message: 'ok!' })).toEqual({ kind: 'success', message: 'ok!' });
  expect(purchaseSnackbar({ success: true })).toEqual({ kind: 'success', message: says('Purchase successful!') });
  expect(purchaseSnackbar({ success: false, message: '' })).toEqual({ kind: 'error', message: says('Purchase failed.') });
});

test('purchase result with the boards sent: a success names them in the player\'s words, a failure keeps the server message', () => {
  expect(purchaseSnackbar({ success: true, message: 'Boards 33 bought for 20.00 ETB.' }, [33])).toEqual({ kind: 'success', message: says('You bought board 33') });
  expect(purchaseSnackbar({ success: true, message: 'Boards 33, 34 bought for 40.00 ETB.' }, [33, 34])).toEqual({ kind: 'success', message: says('You bought boards 33 and 34') });
  expect(purchaseSnackbar({ success: false, message: 'Board 33 is taken.' }, [33])).toEqual({ kind: 'error', message: 'Board 33 is taken.' });
});

test('own win amount: the pool split evenly between the winning boards, times the player\'s boards; 0 without one, null without the pool', () => {
  const r = { hasWinner: true, winning_board_ids: [4, 9, 12], winning_board_maps: {}, winnerPhoneMap: { 4: '0911', 9: '0922', 12: '0922' }, called_numbers: [], patternGrid: [], message: '' };
  expect(ownWinAmount(r, '0922', 100)).toBe(66.67);
  expect(ownWinAmount(r, '0911', 100)).toBe(33.33);
  expect(ownWinAmount(r, '0933', 100)).toBe(0);
  expect(ownWinAmount(r, '0911', null)).toBeNull();
});
