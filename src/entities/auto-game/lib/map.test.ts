import { expect, test } from 'vitest';
import { purchaseSnackbar } from './map';
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
