import { afterEach, describe, expect, test, vi } from 'vitest';
import { failWith, mockCall } from '../../../tests/setup/http-server';
import { ApiError } from '.';
import { takeBreak } from './index.calls';

const limits = { daily_deposit_limit: 100, daily_stake_limit: null, break_until: '2026-12-06T10:00:00Z' };

/** The validated calls generated from the contract (src/shared/api/index.calls.ts, scripts/contracts/gen-calls.ts). */
describe('a generated call', () => {
  afterEach(() => vi.restoreAllMocks());

  test("sends the fetcher's parameters and answers the validated answer (null read as absent)", async () => {
    const call = mockCall('post', '/limits/break').mockReturnValue(limits);
    expect(await takeBreak({ period: '7d' })).toEqual({ daily_deposit_limit: 100, break_until: '2026-12-06T10:00:00Z' });
    expect(call).toHaveBeenCalledWith({ period: '7d' });
  });

  test("an answer off the contract is reported under the operation's method and path and thrown as ApiError", async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockCall('post', '/limits/break').mockReturnValue({ daily_deposit_limit: 'a lot' });
    const error = await takeBreak({ period: '7d' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Unexpected answer from the server. Please try again.');
    expect(report).toHaveBeenCalledWith('[api] POST /limits/break: answer does not match the contract', expect.anything());
  });

  test("a refusal is the server's ApiError, as the hand-written calls", async () => {
    mockCall('post', '/limits/break').mockReturnValue(failWith(501, { message: 'not implemented' }));
    const error = await takeBreak({ period: '24h' }).catch((e: unknown) => e);
    expect([error instanceof ApiError, (error as ApiError).status]).toEqual([true, 501]);
  });
});
