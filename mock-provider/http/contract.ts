import { http, HttpResponse, type HttpHandler } from 'msw';
import type { paths } from '../generated/openapi';

/**
 * The mock provider's HTTP handlers typed by the contract: openapi-typescript's `paths` generated
 * from openapi/openapi.yaml (`npm run gen`). A handler made with `route` can only read the request
 * fields its operation names and only answer the statuses and bodies its operation documents, so
 * the mock cannot drift from openapi.yaml without `tsc` failing.
 */

export type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';
/** A path of openapi.yaml (without the `/api` base), e.g. `/transactions/transfer`. */
export type ApiPath = keyof paths;
/** The methods openapi.yaml defines on `P`. */
export type MethodOf<P extends ApiPath> = { [M in Method]: paths[P][M] extends undefined ? never : M }[Method];
type Operation<P extends ApiPath, M extends Method> = NonNullable<paths[P][M]>;
type Responses<P extends ApiPath, M extends Method> = Operation<P, M> extends { responses: infer R } ? R : never;
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : null;

/** One answer the operation documents: a status of its `responses` and that status's JSON body. */
export type Answer<P extends ApiPath, M extends Method> = {
  [S in keyof Responses<P, M> & number]: { status: S; body: JsonOf<Responses<P, M>[S]> };
}[keyof Responses<P, M> & number];

/** The operation's JSON request body as openapi.yaml describes it. */
export type RequestBody<P extends ApiPath, M extends Method> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : Record<string, never>;

/**
 * A request body as received: the fields the contract names, each of any value (a handler checks
 * what it reads, as a strict server does); a field the contract does not name cannot be read.
 */
export type Received<P extends ApiPath, M extends Method> = { [K in keyof RequestBody<P, M>]?: unknown };

/** What a handler may return besides a documented answer: drop the answer (a network error), or let the next handler answer. */
export type Outcome<P extends ApiPath, M extends Method> = Answer<P, M> | 'drop' | 'pass';

/** The statuses the operation documents. */
export type Status<P extends ApiPath, M extends Method> = keyof Responses<P, M> & number;

interface Info<P extends ApiPath, M extends Method> {
  /**
   * One of the operation's documented answers: the status must be one of its `responses`, the body
   * exactly that status's JSON schema (an unknown field fails `tsc`).
   */
  reply<S extends Status<P, M>>(status: S, body: JsonOf<Responses<P, M>[S]>): Answer<P, M>;
  /**
   * 400 `{message}` to a request the contract does not allow (e.g. a path parameter outside its
   * enum): the contract documents no answer for it, so none is checked.
   */
  outside(message: string): Answer<P, M>;
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
  /** The parsed JSON body (`{}` when absent or not JSON); read it only for an operation with a body. */
  body: Received<P, M>;
}

/** The MSW URL pattern of an OpenAPI path on any base ending in `/api` (`{id}` → `:id`). */
export const urlOf = (path: ApiPath): string => `*/api${path.replace(/\{(\w+)\}/g, ':$1')}`;

/** The answer as MSW's response: JSON with its status (`null` body for a status without content). */
export function respond<P extends ApiPath, M extends Method>(outcome: Outcome<P, M>): Response | undefined {
  if (outcome === 'pass') return undefined;
  if (outcome === 'drop') return HttpResponse.error();
  return HttpResponse.json(outcome.body as never, { status: outcome.status });
}

/**
 * A handler of operation `method path` of openapi.yaml: `resolve` gets the request, the path
 * params and the JSON body (typed as received) and returns one of the operation's documented answers.
 * @param body whether to read the request's body (false for a handler that must leave it unread for the next one)
 */
export function route<P extends ApiPath, M extends MethodOf<P>>(
  method: M,
  path: P,
  resolve: (info: Info<P, M>) => Outcome<P, M> | Promise<Outcome<P, M>>,
  { body = method !== 'get' }: { body?: boolean } = {},
): HttpHandler {
  return http[method](urlOf(path), async ({ request, params }) => {
    const received = body ? (((await request.clone().json().catch(() => null)) ?? {}) as Received<P, M>) : ({} as Received<P, M>);
    const reply = (status: number, json: unknown) => ({ status, body: json }) as Answer<P, M>;
    const outside = (message: string) => reply(400, { message });
    return respond(await resolve({ reply, outside, request, params, body: received }));
  });
}

