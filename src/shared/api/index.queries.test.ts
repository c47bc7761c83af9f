import { describe, expect, test } from 'vitest';
import * as generated from './generated/http';
import { getGetAutoGamesByStatusQueryKey, getGetGamesByDateAndPhoneQueryKey, getGetTransactionHistoryDataQueryKey } from './index.queries';

describe('query keys (the same as the generated client\'s)', () => {
  test('each key equals orval\'s for the same parameters', () => {
    expect(getGetTransactionHistoryDataQueryKey('0911000001')).toEqual(generated.getGetTransactionHistoryDataQueryKey('0911000001'));
    const range = { start: '2026-11-01', end: '2026-11-27' };
    expect(getGetGamesByDateAndPhoneQueryKey(range)).toEqual(generated.getGetGamesByDateAndPhoneQueryKey(range));
    expect(getGetGamesByDateAndPhoneQueryKey()).toEqual(generated.getGetGamesByDateAndPhoneQueryKey());
    expect(getGetAutoGamesByStatusQueryKey('scheduled')).toEqual(generated.getGetAutoGamesByStatusQueryKey('scheduled'));
  });
});
