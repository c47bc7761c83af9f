import { parseAnswer } from '../http/validate';
import { http, validators, withNationalPhone } from './load';

// The login page's one call, apart from the others so that the page loads no more of the API than it.
/** POST /users/login/ (spec §7, §2.3). @throws ApiError with the server's message */
export async function login(body: { username: string; password: string }) {
  const [zod, answer] = await Promise.all([validators(), http().then((gen) => gen.login(body))]);
  return withNationalPhone(parseAnswer(zod.LoginResponse, answer.data, 'login'));
}
