import { expect, test } from 'vitest';
import { purchaseSnackbar } from './map';
import { says } from '@tests/setup/says';

test('purchase result: the server message, else the defaults of spec §8', () => {
  expect(purchaseSnackbar({ success: true, message: 'ok!' })).toEqual({ kind: 'success', message: 'ok!' });
  expect(purchaseSnackbar({ success: true })).toEqual({ kind: 'success', message: says('Purchase successful!') });
  expect(purchaseSnackbar({ success: false, message: '' })).toEqual({ kind: 'error', message: says('Purchase failed.') });
});
