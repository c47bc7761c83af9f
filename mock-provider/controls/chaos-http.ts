import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { MONEY_PATHS } from '../http/wallet';
import type { Chaos } from './chaos';

const MONEY = new Set<string>(MONEY_PATHS);

/**
 * The mock's HTTP handlers behind chaos mode (./chaos.ts): an HTTP money POST may be answered 409 or
 * 429 without being performed (`busy`; logged as received with its Idempotency-Key), and every JSON
 * answer under `/api` goes out dressed by `chaos.shapeHttp` (nulls for absent optional fields,
 * phones in another form). Both transports serve the list this returns in place of `handlers`.
 * @param recordMoneyRequest the fault controls' log of money requests
 */
export function chaosHttpHandlers(chaos: Chaos, handlers: HttpHandler[], recordMoneyRequest: (kind: string, key: string | null) => void): HttpHandler[] {
  const bent = http.all('*/api/*', async ({ request }) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^.*?\/api(?=\/)/, '');
    if (request.method === 'POST' && MONEY.has(path)) {
      const busy = chaos.takeHttpBusy(path);
      if (busy !== null) {
        recordMoneyRequest(url.pathname, request.headers.get('idempotency-key'));
        return HttpResponse.json({ message: busy === 409 ? 'a request with this key is still being processed' : 'too many requests, try again later' }, { status: busy });
      }
    }
    const response = await getResponse(handlers, request);
    if (!response || response.type === 'error' || !response.headers.get('content-type')?.includes('json')) return response;
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => undefined);
    if (body === undefined) return response;
    // the body's length changes with it
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return HttpResponse.json(chaos.shapeHttp(path, body) as never, { status: response.status, headers });
  });
  // what is not under /api (the checkout page) still reaches its own handler
  return [bent, ...handlers];
}
