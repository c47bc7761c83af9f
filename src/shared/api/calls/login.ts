import { readAnswer } from '../fast-answer';
import { http, validators, withNationalPhone } from './load';

// The login page's one call, apart from the others so that the page loads no more of the API than it.
/**
 * POST /users/login/ (spec §7, §2.3). Its answer is read by the generated parser, so the login
 * loads no zod (the validators load only for an answer that parser does not accept).
 * @throws ApiError with the server's message
 */
export async function login(body: { username: string; password: string }) {
  const gen = await http();
  const answer = await gen.login(body);
  return withNationalPhone(await readAnswer(gen.parseLoginResponse, () => validators().then((zod) => zod.LoginResponse), answer.data, 'login'));
}
