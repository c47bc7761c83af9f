import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { parseAnswer } from '../../../src/shared/api/http/validate';
import { PutChatSettingResponse, ReportChatMessageResponse } from '../../../src/shared/api/validators';
import { httpPact, PLAYER_TOKEN, STATES, stateParams } from '../pact';

const { like, string, boolean } = MatchersV3;
const pact = httpPact();
const auth = { Authorization: like(`Bearer ${PLAYER_TOKEN}`) };

/** A JSON request as the client sends it (bearer token, JSON body); the answer's status and body. */
async function send(url: string, method: string, body: unknown) {
  const res = await fetch(url, { method, headers: { Authorization: `Bearer ${PLAYER_TOKEN}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, data: (await res.json()) as unknown };
}

/**
 * The chat's proposed HTTP calls (OpenAPI tag `chat`): a report of a message and the chat turned
 * off for good, read with the generated validators (the client's calls of them come with its chat
 * slice). A server without them answers 404 or 501: the kit reports "proposed: not offered".
 */
describe('chat (proposed)', () => {
  test('POST /chat/reports is accepted with 202', async () => {
    await pact
      .addInteraction()
      .given(STATES.player1, stateParams(STATES.player1))
      .uponReceiving('a report of a chat message')
      .withRequest('POST', '/api/chat/reports', (b) => b.headers({ ...auth, 'Content-Type': 'application/json' }).jsonBody({ gameId: string('g10-3k2xq'), messageId: string('c7'), reason: 'abuse' }))
      .willRespondWith(202, (b) => b.jsonBody({ message: string('Thanks, a moderator will look at it.') }))
      .executeTest(async (server) => {
        const answer = await send(`${server.url}/api/chat/reports`, 'POST', { gameId: 'g10-3k2xq', messageId: 'c7', reason: 'abuse' });
        expect(answer.status).toBe(202);
        expect(parseAnswer(ReportChatMessageResponse, answer.data, 'chat/reports')).toEqual({ message: 'Thanks, a moderator will look at it.' });
      });
  });

  test('PUT /limits/chat turns the chat off and answers the limits with chat_off', async () => {
    await pact
      .addInteraction()
      .given(STATES.player1, stateParams(STATES.player1))
      .uponReceiving('a request to turn the game chat off for good')
      .withRequest('PUT', '/api/limits/chat', (b) => b.headers({ ...auth, 'Content-Type': 'application/json' }).jsonBody({ chat_off: true }))
      .willRespondWith(200, (b) => b.jsonBody({ chat_off: boolean(true) }))
      .executeTest(async (server) => {
        const answer = await send(`${server.url}/api/limits/chat`, 'PUT', { chat_off: true });
        expect(parseAnswer(PutChatSettingResponse, answer.data, 'limits/chat')).toEqual({ chat_off: true });
      });
  });
});
