/**
 * The MSW node server of unit and component tests (house style "Tests"): every call of the HTTP
 * contract answered by orval's generated handlers (random, contract-shaped data); a test that needs
 * particular answers overrides calls with `server.use(...)` (reset after each test). A request no
 * handler answers fails the test. Importing this module starts the server for the test file.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { setApiBaseUrl } from '@/shared/api';
import { getAutogamesMock } from '@/shared/api/generated/http/autogames/autogames.msw';
import { getBoardsMock } from '@/shared/api/generated/http/boards/boards.msw';
import { getManualPaymentsMock } from '@/shared/api/generated/http/manual-payments/manual-payments.msw';
import { getTransactionsMock } from '@/shared/api/generated/http/transactions/transactions.msw';
import { getUsersMock } from '@/shared/api/generated/http/users/users.msw';

export { getGetGamesByDateAndPhoneMockHandler } from '@/shared/api/generated/http/users/users.msw';
export { getGetTransactionHistoryDataMockHandler } from '@/shared/api/generated/http/transactions/transactions.msw';

/** The HTTP base of the app's client in tests; the generated handlers match any origin (`*\/path`). */
export const API_BASE = 'http://provider.test/api';

/**
 * The proposed limit calls (responsible play) answer 501 by default: a server that does not offer
 * them, so the client keeps no limits but its own and refuses nothing; a test of the limits overrides them.
 */
const limitsNotOffered = [
  http.get('*/limits', () => HttpResponse.json({ message: 'limits are not offered' }, { status: 501 })),
  http.put('*/limits', () => HttpResponse.json({ message: 'limits are not offered' }, { status: 501 })),
  http.post('*/limits/break', () => HttpResponse.json({ message: 'limits are not offered' }, { status: 501 })),
];

export const server = setupServer(...getUsersMock(), ...getTransactionsMock(), ...getBoardsMock(), ...getManualPaymentsMock(), ...getAutogamesMock(), ...limitsNotOffered);

const unhandled: string[] = [];

beforeAll(async () => {
  // the client loads its zod validators with the first answer; transforming them takes longer than
  // a findBy… waits, so they load before the tests
  await import('@/shared/api/validators');
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

/**
 * Overrides one call for the current test with a `vi.fn` and returns it. The fn receives what the
 * app sent: the JSON body of a POST, or the path parameters and query of a GET as one object; it
 * returns the JSON answer (status 200), or an `HttpResponse` (an error status, a body of choice).
 * Its calls are the requests the app made, e.g. `expect(login).toHaveBeenCalledWith({ … })`.
 * `path` as in the contract, e.g. '/users/login/' or '/transactions/balance/:id'.
 */
export function mockCall(method: 'get' | 'post', path: string) {
  const call = vi.fn<(sent: Record<string, unknown>) => unknown>();
  server.use(
    http[method](`*${path}`, async ({ request, params }) => {
      // named path parameters only: the leading `*` is parameter "0"
      const named = Object.fromEntries(Object.entries(params).filter(([name]) => !/^\d+$/.test(name)));
      const sent = method === 'get' ? { ...named, ...Object.fromEntries(new URL(request.url).searchParams) } : ((await request.json()) as Record<string, unknown>);
      const answer = await call(sent);
      return answer instanceof HttpResponse ? answer : HttpResponse.json(answer as never);
    }),
  );
  return call;
}

/** An error answer for `mockCall`: the status and the server's JSON body. */
export const failWith = (status: number, body: unknown = {}) => HttpResponse.json(body as never, { status });

/** A held answer: `mockCall(…).mockImplementationOnce(() => opened.then(() => answer))`, then `open()`. */
export function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}
