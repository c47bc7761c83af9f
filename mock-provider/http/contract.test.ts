import { getResponse } from 'msw';
import { expect, test } from 'vitest';
import { route } from './contract';

/**
 * The mock's HTTP handlers are typed by openapi.yaml (openapi-typescript's `paths`): a drift from
 * the contract fails `tsc -b`. Each `@ts-expect-error` below is a drift that must not compile; if
 * the typing were lost, the directive itself would fail the type-check.
 */
const call = (handler: ReturnType<typeof route>, path: string, init?: RequestInit) => getResponse([handler], new Request(`http://app.test/api${path}`, init));

test('a route answers its documented status and body as JSON, under any base ending in /api', async () => {
  const handler = route('get', '/boards/{id}', ({ reply, params }) =>
    params.id === '7' ? reply(200, { data: { board_id: 7, board_name: 'Board 7', board_numbers: [] } }) : reply(404, { message: 'board not found' }),
  );
  const found = await call(handler, '/boards/7');
  expect([found!.status, await found!.json()]).toEqual([200, { data: { board_id: 7, board_name: 'Board 7', board_numbers: [] } }]);
  expect((await call(handler, '/boards/8'))!.status).toBe(404);
});

test('a route reads the JSON body as received, and may drop its answer or let the next handler answer', async () => {
  const seen: unknown[] = [];
  const transfer = route('post', '/transactions/transfer', ({ body }) => (seen.push(body.credit), 'drop'));
  const answer = await call(transfer, '/transactions/transfer', { method: 'POST', body: JSON.stringify({ sender: '0911000001', receiver: '0911000002', credit: 5 }) });
  expect(answer!.type).toBe('error');
  expect(seen).toEqual([5]);
  expect(await call(route('post', '/users/login/', () => 'pass'), '/users/login/', { method: 'POST', body: '{}' })).toBeUndefined();
});

test('drift from openapi.yaml does not compile (checked by tsc -b)', () => {
  const drifts = [
    // @ts-expect-error a field the transfer request does not have
    route('post', '/transactions/transfer', ({ body, reply }) => reply(200, { current_balance: Number(body.amount), promo_balance: 0 })),
    // @ts-expect-error a response field the balance does not have
    route('get', '/transactions/balance/{id}', ({ reply }) => reply(200, { current_balance: 1, promo_balance: 0, balance: 1 })),
    // @ts-expect-error a required response field missing
    route('get', '/transactions/balance/{id}', ({ reply }) => reply(200, { current_balance: 1 })),
    // @ts-expect-error a status the operation does not document
    route('get', '/boards/{id}', ({ reply }) => reply(418, { message: 'teapot' })),
    // @ts-expect-error a path openapi.yaml does not have
    route('get', '/boards/{id}/owner', ({ reply }) => reply(200, {})),
  ];
  expect(drifts).toHaveLength(5);
});
