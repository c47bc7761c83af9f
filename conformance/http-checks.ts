import * as zod from '../src/shared/api/validators';
import { NOT_OFFERED } from '../provider-states/proposed';
import { answered, type Partner, type Session } from './partner';
import { NotOffered, type Report } from './report';
import { expectThat, readAs } from './shape';

/** Today in Addis Ababa as YYYY-MM-DD (the game history's date range is the player's local day). */
const addisToday = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

/**
 * The HTTP calls (openapi/openapi.yaml) a player's app makes, each answer read with the client's
 * own zod schema: login of both players, user info from the token, balance, ledger, boards, game
 * history, scheduled games, and a call without a token refused with 401.
 * @returns the two sessions, or undefined when a login failed (nothing else can run)
 */
export async function httpChecks(report: Report, partner: Partner): Promise<[Session, Session] | undefined> {
  const sessions: Session[] = [];
  for (const account of partner.target.players) {
    const session = await report.check(`POST /users/login/ logs in ${account.phone}`, async () => {
      const { status, body } = await partner.http('POST', '/users/login/', { body: { username: account.phone, password: account.password } });
      expectThat(status === 200, 'POST /users/login/', answered(status, body));
      const answer = readAs(zod.LoginResponse, body, 'POST /users/login/');
      expectThat(answer.token, 'POST /users/login/', 'token is missing (a verified player gets one)');
      expectThat(answer.user.phone === account.phone, 'POST /users/login/', `user.phone is ${answer.user.phone}, not the phone that logged in`);
      return { ...account, token: answer.token!, username: answer.user.username };
    });
    if (session) sessions.push(session);
  }
  if (sessions.length < 2) return undefined;
  const [a] = sessions;
  const get = async (path: string, token: string | undefined = a.token) => {
    const { status, body } = await partner.http('GET', path, { token });
    expectThat(status === 200, `GET ${path}`, answered(status, body));
    return body;
  };

  await report.check('GET /users/get_user_info names the player of the token', async () => {
    const info = readAs(zod.GetUserInfoResponse, await get('/users/get_user_info'), 'GET /users/get_user_info');
    expectThat(info.user.phone === a.phone, 'GET /users/get_user_info', `user.phone is ${info.user.phone}, not the token's player ${a.phone}`);
  });
  await report.check('GET /users/get_user_info without a token answers 401', async () => {
    const { status } = await partner.http('GET', '/users/get_user_info');
    expectThat(status === 401 || status === 403, 'GET /users/get_user_info', `answered ${status} without a token`);
  });
  await report.check('GET /transactions/balance/{phone}', async () => readAs(zod.GetBalanceResponse, await get(`/transactions/balance/${a.phone}`), 'GET /transactions/balance/{phone}'));
  await report.check('GET /transactions/history/data/{phone} (ledger entries)', async () => {
    const history = readAs(zod.GetTransactionHistoryDataResponse, await get(`/transactions/history/data/${a.phone}`), 'GET /transactions/history/data/{phone}');
    for (const [i, row] of history.data.entries()) expectThat(row.net_amount >= 0, `GET /transactions/history/data/{phone}`, `data.${i}.net_amount is negative (it is a size; isdebit gives the direction)`);
  });
  const ids = await report.check('GET /boards/ids/', async () => readAs(zod.GetBoardIdsResponse, await get('/boards/ids/'), 'GET /boards/ids/'));
  if (ids && ids.length > 0) await report.check('GET /boards/{id}', async () => readAs(zod.GetBoardResponse, await get(`/boards/${ids[0]}`), 'GET /boards/{id}'));
  else report.skip('GET /boards/{id}', 'no board ids');
  const today = addisToday();
  await report.check('GET /users/get_games_by_date_and_phone (today, Addis Ababa)', async () =>
    readAs(zod.GetGamesByDateAndPhoneResponse, await get(`/users/get_games_by_date_and_phone?start=${today}&end=${today}`), 'GET /users/get_games_by_date_and_phone'),
  );
  await report.check('GET /autogames/status/scheduled', async () => readAs(zod.GetAutoGamesByStatusResponse, await get('/autogames/status/scheduled'), 'GET /autogames/status/scheduled'));
  await report.proposed('GET /manual-payments/receiving-accounts (where a manual deposit is sent)', async () => {
    const { status, body } = await partner.http('GET', '/manual-payments/receiving-accounts', { token: a.token });
    if (NOT_OFFERED.has(status)) throw new NotOffered(answered(status, body));
    expectThat(status === 200, 'GET /manual-payments/receiving-accounts', answered(status, body));
    readAs(zod.GetReceivingAccountsResponse, body, 'GET /manual-payments/receiving-accounts');
  });
  await report.proposed('GET /limits (responsible play)', async () => {
    const { status, body } = await partner.http('GET', '/limits', { token: a.token });
    if (NOT_OFFERED.has(status)) throw new NotOffered(answered(status, body));
    expectThat(status === 200, 'GET /limits', answered(status, body));
    readAs(zod.GetLimitsResponse, body, 'GET /limits');
  });
  await corsChecks(report, partner);
  await report.proposed('a repeated Idempotency-Key gets the first answer and moves money once (POST /transactions/transfer)', () => repeatedKey(partner, sessions[0], sessions[1]));
  return [sessions[0], sessions[1]];
}

/** The headers the web app sends (Authorization on every call, JSON bodies, the money calls' Idempotency-Key). */
const APP_HEADERS = ['authorization', 'content-type', 'idempotency-key'];

/**
 * The browser's CORS preflight for the app's calls (docs/real-server.md "What the client assumes": the app is
 * served from its own origin): a GET with a token and a money POST with its headers must be allowed.
 */
async function corsChecks(report: Report, partner: Partner): Promise<void> {
  const origin = partner.target.origin ?? 'http://localhost:5173';
  for (const [method, path] of [
    ['GET', '/users/get_user_info'],
    ['POST', '/transactions/transfer'],
  ] as const) {
    await report.check(`CORS preflight: OPTIONS ${path} for ${method} from ${origin} with ${APP_HEADERS.join(', ')}`, async () => {
      const { status, body, headers } = await partner.http('OPTIONS', path, {
        headers: { Origin: origin, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': APP_HEADERS.join(',') },
      });
      const what = `OPTIONS ${path}`;
      expectThat(status >= 200 && status < 300, what, answered(status, body));
      const allowOrigin = headers.get('access-control-allow-origin');
      expectThat(allowOrigin === '*' || allowOrigin === origin, what, `Access-Control-Allow-Origin is ${allowOrigin ?? 'absent'}, not ${origin} or *`);
      const allowHeaders = (headers.get('access-control-allow-headers') ?? '').toLowerCase().split(',').map((h) => h.trim());
      const missing = APP_HEADERS.filter((h) => !allowHeaders.includes(h) && !allowHeaders.includes('*'));
      expectThat(missing.length === 0, what, `Access-Control-Allow-Headers (${allowHeaders.join(', ') || 'absent'}) lacks ${missing.join(', ')}`);
      const allowMethods = (headers.get('access-control-allow-methods') ?? '').toUpperCase();
      expectThat(allowMethods.includes(method) || allowMethods.includes('*'), what, `Access-Control-Allow-Methods (${allowMethods || 'absent'}) lacks ${method}`);
    });
  }
}

/**
 * Proposed idempotency (openapi.yaml `Idempotency-Key`): the same transfer of 1.00 ETB sent twice with
 * one key answers the first answer again and moves the money once. A server that moves it twice does
 * not offer the key (not offered); one that moves it once but answers differently is wrong.
 */
async function repeatedKey(partner: Partner, a: Session, b: Session): Promise<void> {
  const balance = async () => readAs(zod.GetBalanceResponse, (await partner.http('GET', `/transactions/balance/${a.phone}`, { token: a.token })).body, 'GET /transactions/balance/{phone}');
  const before = await balance();
  const key = `conformance-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  const send = () => partner.http('POST', '/transactions/transfer', { token: a.token, body: { sender: a.phone, receiver: b.phone, credit: 1 }, headers: { 'Idempotency-Key': key } });
  const first = await send();
  expectThat(first.status === 200, 'POST /transactions/transfer', answered(first.status, first.body));
  const second = await send();
  const after = await balance();
  const moved = Math.round((before.current_balance + before.promo_balance - after.current_balance - after.promo_balance) * 100) / 100;
  if (moved >= 2) throw new NotOffered(`the repeat moved ${moved.toFixed(2)} ETB in all`);
  expectThat(second.status === first.status, 'POST /transactions/transfer (repeat)', `the repeat ${answered(second.status, second.body)}, the first answered ${first.status}`);
  expectThat(JSON.stringify(second.body) === JSON.stringify(first.body), 'POST /transactions/transfer (repeat)', `the repeat answered ${JSON.stringify(second.body)}, not the first answer ${JSON.stringify(first.body)}`);
}
