/**
 * The MSW node server of unit and component tests (house style "Tests"): every call of the HTTP
 * contract answered by orval's generated handlers (random, contract-shaped data); a test that needs
 * particular answers overrides calls with `server.use(...)` (reset after each test). A request no
 * handler answers fails the test. Importing this module starts the server for the test file.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setApiBaseUrl } from '@/shared/api';
import { getAutogamesMock } from '@/shared/api/generated/http/autogames/autogames.msw';
import { getBoardsMock } from '@/shared/api/generated/http/boards/boards.msw';
import { getManualPaymentsMock } from '@/shared/api/generated/http/manual-payments/manual-payments.msw';
import { getTransactionsMock } from '@/shared/api/generated/http/transactions/transactions.msw';
import { getUsersMock } from '@/shared/api/generated/http/users/users.msw';

export {
  getGetUserInfoMockHandler,
  getGetGamesByDateAndPhoneMockHandler,
  getLoginMockHandler,
  getCreateUserMockHandler,
  getVerifyPhoneMockHandler,
  getValidatePhoneMockHandler,
  getPwdChangeRequestMockHandler,
  getResetPwdMockHandler,
  getSendInvitationCodeMockHandler,
} from '@/shared/api/generated/http/users/users.msw';
export {
  getGetBalanceMockHandler,
  getGetTransactionHistoryDataMockHandler,
  getDepositRequestMockHandler,
  getWithdrawlRequestMockHandler,
  getTransferMockHandler,
} from '@/shared/api/generated/http/transactions/transactions.msw';
export { getManualPayRequestMockHandler, getManualWithdrawRequestMockHandler } from '@/shared/api/generated/http/manual-payments/manual-payments.msw';

/** The HTTP base of the app's client in tests; the generated handlers match any origin (`*\/path`). */
export const API_BASE = 'http://provider.test/api';

export const server = setupServer(...getUsersMock(), ...getTransactionsMock(), ...getBoardsMock(), ...getManualPaymentsMock(), ...getAutogamesMock());

const unhandled: string[] = [];

beforeAll(() => {
  setApiBaseUrl(API_BASE);
  server.listen({
    // 'error', and the test fails too: the app turns the refused request into a network error it may show calmly
    onUnhandledRequest: (request, print) => {
      unhandled.push(`${request.method} ${request.url}`);
      print.error();
    },
  });
});
afterEach(() => {
  server.resetHandlers();
  const missed = unhandled.splice(0);
  if (missed.length) throw new Error(`HTTP requests no handler answered: ${missed.join(', ')}`);
});
afterAll(() => server.close());
