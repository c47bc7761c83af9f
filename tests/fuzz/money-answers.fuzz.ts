import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { ApiError, getBalance, setApiBaseUrl } from '@/shared/api';
import { getTransactionHistory } from '@/shared/api/index.history';
import { requestDeposit, requestManualDeposit, requestManualWithdrawal, requestWithdrawal, transferCredit } from '@/shared/api/index.payments';
// the answers' own contract schemas, to generate from (the client reads them through src/shared/api)
// eslint-disable-next-line no-restricted-imports -- the fuzz generates answers from the generated schemas; it never calls generated code
import * as answers from '@/shared/api/generated/zod/index.zod';
import { junk, payload, valid, type Schema } from './zod-arbitrary';

/**
 * Property-based fuzzing of every money answer (spec §5, §7: deposit, withdrawal, transfer, manual
 * deposit and withdrawal, and the balance and ledger reads a "Not confirmed" check makes) through
 * the real HTTP client: `fetch` answers a generated body (valid edge cases, broken ones, any JSON,
 * text that is not JSON) with a generated status. Each call either resolves or rejects with an
 * ApiError the screen can show — never another exception — and a 2xx answer that keeps to the
 * contract always resolves.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);

const calls: [string, Schema, () => Promise<unknown>][] = [
  ['depositRequest', answers.DepositRequestResponse as unknown as Schema, () => requestDeposit({ phone: '0911000001', amount: 100 }, 'key-1')],
  ['withdrawlRequest', answers.WithdrawlRequestResponse as unknown as Schema, () => requestWithdrawal({ phone: '0911000001', amount: 100, paymentMethod: 'telebirr' }, 'key-2')],
  ['transfer', answers.TransferResponse as unknown as Schema, () => transferCredit({ sender: '0911000001', receiver: '0911000002', credit: 25 }, 'key-3')],
  ['manualPay/request', answers.ManualPayRequestResponse as unknown as Schema, () => requestManualDeposit({ phone: '0911000001', amount: 100, receiptMessage: 'CFG7H2K9LM' }, 'key-4')],
  ['manualRequest/requests', answers.ManualWithdrawRequestResponse as unknown as Schema, () => requestManualWithdrawal({ amount: 100, trxId: 'TX1' }, 'key-5')],
  ['balance', answers.GetBalanceResponse as unknown as Schema, () => getBalance('0911000001')],
  ['history/data', answers.GetTransactionHistoryDataResponse as unknown as Schema, () => getTransactionHistory('0911000001')],
];

const answer = { status: 200, text: '' };
beforeAll(() => {
  setApiBaseUrl('http://provider.test/api');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(answer.status === 204 ? null : answer.text, { status: answer.status, headers: { 'Content-Type': 'application/json' } })),
  );
  // a broken answer is logged by the client (parseAnswer); the fuzz keeps the console quiet
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // a 401/403 ends the session with a full page load to /auth: a no-op here
  vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
});
afterAll(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const statuses = fc.constantFrom(200, 200, 200, 201, 204, 400, 401, 404, 409, 422, 429, 500, 502, 503);
const bodyText = (schema: Schema) =>
  fc.oneof(
    { weight: 6, arbitrary: payload(schema).map((v) => JSON.stringify(v) ?? '') },
    { weight: 1, arbitrary: junk.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))) },
    { weight: 1, arbitrary: fc.constantFrom('', '<html>502 Bad Gateway</html>', '{"cut":', 'null', '[]', '"text"', '{"message":null}', '{"error":42}') },
  );

describe(`money answers: ${RUNS} per call through the HTTP client`, () => {
  test.each(calls)('%s: resolves or rejects with an ApiError, never another exception; a valid 2xx answer resolves', async (_name, schema, call) => {
    await fc.assert(
      fc.asyncProperty(statuses, bodyText(schema), async (status, text) => {
        answer.status = status;
        answer.text = status === 204 ? '' : text;
        const outcome = await call().then(
          () => 'ok',
          (error: unknown) => error,
        );
        if (outcome !== 'ok') expect(outcome).toBeInstanceOf(ApiError);
        if (outcome !== 'ok') expect(typeof (outcome as ApiError).message).toBe('string');
      }),
      { numRuns: RUNS },
    );
    await fc.assert(
      fc.asyncProperty(valid(schema), async (body) => {
        answer.status = 200;
        answer.text = JSON.stringify(body);
        expect(await call().then(() => 'ok', (e: unknown) => e)).toBe('ok');
      }),
      { numRuns: Math.ceil(RUNS / 10) },
    );
  });
});
