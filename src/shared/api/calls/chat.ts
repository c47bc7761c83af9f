// Play together: chat reports and the chat setting (proposed, OpenAPI tag `chat`).
import { ApiError } from '../http/fetcher';
import { parseAnswer } from '../http/validate';
import { http, validators } from './load';

/**
 * Whether an error means the server does not offer the chat call: 404 or 501, or no answer at all
 * (network error, time-out, 5xx). Reporting then says it is not available; the chat setting is kept
 * on the device.
 */
export function chatCallUnavailable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 501 || error.noAnswer);
}

/**
 * POST /chat/reports (proposed): reports a message of a game's chat (abuse, spam or other); the
 * reporter is the bearer token's player. 202 `{message?}`. @throws ApiError (see `chatCallUnavailable`)
 */
export async function reportChatMessage(body: { gameId: string; messageId: string; reason: 'abuse' | 'spam' | 'other' }) {
  const gen = await http();
  const answer = await gen.reportChatMessage(body);
  return answer.data;
}

/**
 * PUT /limits/chat (proposed): turns the chat and reactions of every game off (or on again) for the
 * player; answers the limits with `chat_off` as it applies now. @throws ApiError (see `chatCallUnavailable`)
 */
export async function putChatSetting(chatOff: boolean) {
  const [zod, answer] = await Promise.all([validators(), http().then((gen) => gen.putChatSetting({ chat_off: chatOff }))]);
  return parseAnswer(zod.PutChatSettingResponse, answer.data, 'limits/chat');
}
