/**
 * Every request header the app's HTTP client sets itself (`@/shared/api`: the fetcher and the
 * generated client), written once: a server on another origin must allow exactly these in its CORS
 * preflight answer (`Access-Control-Allow-Headers`) for `/api` (docs/real-server.md "Against a real server").
 * - Authorization: `Bearer {token}` on every call but phone verification and password reset (spec §6)
 * - Content-Type: `application/json` on every call with a body (spec §7)
 * - Idempotency-Key: the money intent's key on money POSTs (OpenAPI parameter IdempotencyKey)
 * `npm run provider` allows exactly this list; `mock-provider/transports/cors.test.ts` fails when the
 * client sends a header that is not in it, or docs/real-server.md names another list.
 */
export const CLIENT_REQUEST_HEADERS = ['Authorization', 'Content-Type', 'Idempotency-Key'] as const;
