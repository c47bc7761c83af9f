import * as zod from '../src/shared/api/validators';
import type { Partner, Session } from './partner';
import type { Report } from './report';
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
      expectThat(status === 200, 'POST /users/login/', `answered ${status}`);
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
    expectThat(status === 200, `GET ${path}`, `answered ${status}`);
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
  return [sessions[0], sessions[1]];
}
