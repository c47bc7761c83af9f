import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { parseClientAck, parseServerEvent, type Parsed } from '../../../src/shared/socket/parse';
import { messagePact, STATES, stateParams } from '../pact';
import { MESSAGE, messageOf } from './descriptions';

const { string, boolean, integer, eachLike, regex, datetime } = MatchersV3;
const pact = messagePact();

/** The parsed value, or a failed test naming the contract error. */
function ok<T>(parsed: Parsed<T>): T {
  if (!parsed.ok) throw new Error(`payload breaks the contract: ${String(parsed.error)}`);
  return parsed.data;
}

const given = [STATES.player1, STATES.autoWaiting] as const;
const REACTIONS = /^(good_luck|congrats|well_played|so_close|clap|fire|heart|laugh)$/;

/**
 * The chat of a game's room (proposed, socket-contracts/README.md "Play together"): the
 * acknowledgements and broadcasts the client reads, through the same `parseClientAck` /
 * `parseServerEvent` the socket layer uses. Played in a scheduled game's room (the events are the
 * same in a manual game's). A server without chat answers `{error}` or no ack: the kit reports these
 * "proposed: not offered".
 */
describe('chat of a game (proposed)', () => {
  test('game_chat_open acknowledgement: the chat is open, with the latest messages', async () => {
    await pact
      .addAsynchronousInteraction()
      .given(given[0], stateParams(given[0]))
      .given(given[1], stateParams(given[1]))
      .expectsToReceive(MESSAGE.chatOpenAck, (b) =>
        b.withJSONContent({ success: boolean(true), state: regex(/^(open|closed)$/, 'open'), messages: eachLike({ messageId: string('c1'), fromId: string('p2'), from: string('almaz'), text: string('Good luck!'), sentAt: datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-11-29T10:00:00.000Z') }, 0) }),
      )
      .executeTest(async (m) => {
        const ack = ok(parseClientAck('chatOpen', m.contents.content));
        expect(ack.success).toBe(true);
        expect(ack.error).toBeUndefined();
      });
  });

  test('game_reaction acknowledgement: accepted', async () => {
    await pact
      .addAsynchronousInteraction()
      .given(given[0], stateParams(given[0]))
      .given(given[1], stateParams(given[1]))
      .expectsToReceive(MESSAGE.reactionAck, (b) => b.withJSONContent({ success: boolean(true) }))
      .executeTest(async (m) => {
        expect(ok(parseClientAck('sendReaction', m.contents.content))).toMatchObject({ success: true });
      });
  });

  test('game_reaction acknowledgement: the second within a second is refused, rate_limited with retryAfter', async () => {
    await pact
      .addAsynchronousInteraction()
      .given(given[0], stateParams(given[0]))
      .given(given[1], stateParams(given[1]))
      .expectsToReceive(MESSAGE.reactionAckRateLimited, (b) => b.withJSONContent({ success: false, refusal: 'rate_limited', retryAfter: integer(1) }))
      .executeTest(async (m) => {
        const ack = ok(parseClientAck('sendReaction', m.contents.content));
        expect(ack).toMatchObject({ success: false, refusal: 'rate_limited' });
        expect(ack.retryAfter).toBeGreaterThanOrEqual(1);
      });
  });

  test('game_chat_message acknowledgement: accepted with its message id', async () => {
    await pact
      .addAsynchronousInteraction()
      .given(given[0], stateParams(given[0]))
      .given(given[1], stateParams(given[1]))
      .expectsToReceive(MESSAGE.chatMessageAck, (b) => b.withJSONContent({ success: boolean(true), messageId: string('c1') }))
      .executeTest(async (m) => {
        expect(ok(parseClientAck('sendChatMessage', m.contents.content)).messageId).toBe('c1');
      });
  });

  test('_game_reaction_{gameId}: a reaction id, the display name and an opaque sender id', async () => {
    await pact
      .addAsynchronousInteraction()
      .given(given[0], stateParams(given[0]))
      .given(given[1], stateParams(given[1]))
      .expectsToReceive(MESSAGE.gameReaction, (b) => b.withJSONContent({ reaction: regex(REACTIONS, 'good_luck'), fromId: string('p1'), from: string('abebe') }))
      .executeTest(async (m) => {
        const p = ok(parseServerEvent('gameReaction', m.contents.content));
        expect(p.from).not.toMatch(/^(\+?251|0)9\d{8}$/);
      });
  });

  test('_game_chat_message_{gameId}: the message with its id, sender, text, time and the sender\'s clientMessageId', async () => {
    await pact
      .addAsynchronousInteraction()
      .given(given[0], stateParams(given[0]))
      .given(given[1], stateParams(given[1]))
      .expectsToReceive(MESSAGE.gameChatMessage, (b) =>
        b.withJSONContent({
          messageId: string('c1'),
          fromId: string('p1'),
          from: string('abebe'),
          text: 'Good luck everyone!',
          sentAt: datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-11-29T10:00:00.000Z'),
          clientMessageId: 'pact-chat-0001',
        }),
      )
      .executeTest(async (m) => {
        const p = ok(parseServerEvent('gameChatMessage', m.contents.content));
        expect(p).toMatchObject({ text: 'Good luck everyone!', clientMessageId: 'pact-chat-0001' });
        expect(Number.isNaN(Date.parse(p.sentAt))).toBe(false);
      });
  });

  test('_game_chat_state_{gameId}: the chat closed, with its reason', async () => {
    await pact
      .addAsynchronousInteraction()
      .given(given[0], stateParams(given[0]))
      .given(given[1], stateParams(given[1]))
      .expectsToReceive(MESSAGE.gameChatState, (b) => b.withJSONContent({ state: 'closed', reason: string('moderator') }))
      .executeTest(async (m) => {
        expect(ok(parseServerEvent('gameChatState', m.contents.content)).state).toBe('closed');
      });
  });

  test('_game_chat_removed_{gameId}: the id of the removed message', async () => {
    await pact
      .addAsynchronousInteraction()
      .given(given[0], stateParams(given[0]))
      .given(given[1], stateParams(given[1]))
      .expectsToReceive(messageOf('gameChatRemoved'), (b) => b.withJSONContent({ messageId: string('c1') }))
      .executeTest(async (m) => {
        expect(ok(parseServerEvent('gameChatRemoved', m.contents.content)).messageId).toBe('c1');
      });
  });
});
