import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, test } from 'vitest';
import { parseClientAck, parseServerEvent, type Parsed } from '../../../src/shared/socket/parse';
import { messagePact, STATES, stateParams } from '../pact';
import { MESSAGE } from './descriptions';

const { string, boolean } = MatchersV3;
const pact = messagePact();

/** The parsed value, or a failed test naming the contract error. */
function ok<T>(parsed: Parsed<T>): T {
  if (!parsed.ok) throw new Error(`payload breaks the contract: ${String(parsed.error)}`);
  return parsed.data;
}

/**
 * Spec §7 scheduled events: the acknowledgements the client reads (`request_auto_boardlist`,
 * `join_auto_game`) and the `_auto_game_msg_{gameId}` notice it listens to, through the same
 * `parseClientAck` / `parseServerEvent` that `emitWithAck` and `listen` use.
 */
describe('scheduled game acknowledgements and notices', () => {
  test('request_auto_boardlist acknowledgement: status success and the game id (spec §4 scheduled flow)', async () => {
    await pact
      .addAsynchronousInteraction()
      .given(STATES.autoWaiting, stateParams(STATES.autoWaiting))
      .expectsToReceive(MESSAGE.autoBoardlistAck, (b) => b.withJSONContent({ status: 'success', gameId: string('auto-1-ab12'), message: string('ok') }))
      .executeTest(async (m) => {
        expect(ok(parseClientAck('requestAutoBoardlist', m.contents.content))).toMatchObject({ status: 'success', gameId: 'auto-1-ab12' });
      });
  });

  test('join_auto_game acknowledgement: success, no error (spec §2.10)', async () => {
    await pact
      .addAsynchronousInteraction()
      .given(STATES.player1, stateParams(STATES.player1))
      .given(STATES.autoWaiting, stateParams(STATES.autoWaiting))
      .expectsToReceive(MESSAGE.joinAutoGameAck, (b) => b.withJSONContent({ success: boolean(true) }))
      .executeTest(async (m) => {
        const ack = ok(parseClientAck('joinAutoGame', m.contents.content));
        expect(ack).toEqual({ success: true });
        expect(ack.error).toBeUndefined();
      });
  });

  test('join_auto_game acknowledgement with error: the client shows it and opens the exit dialog (spec §4, §8)', async () => {
    await pact
      .addAsynchronousInteraction()
      .given(STATES.player1, stateParams(STATES.player1))
      .given(STATES.autoWaiting, stateParams(STATES.autoWaiting))
      .expectsToReceive(MESSAGE.joinAutoGameAckError, (b) => b.withJSONContent({ error: string('Game not found.') }))
      .executeTest(async (m) => {
        expect(ok(parseClientAck('joinAutoGame', m.contents.content)).error).toBe('Game not found.');
      });
  });

  test('_auto_game_msg_{gameId}: any JSON notice is accepted (the client ignores it, spec §7)', async () => {
    await pact
      .addAsynchronousInteraction()
      .given(STATES.player1, stateParams(STATES.player1))
      .given(STATES.autoWaiting, stateParams(STATES.autoWaiting))
      .expectsToReceive(MESSAGE.autoGameMsg, (b) => b.withJSONContent({ message: string('Game started') }))
      .executeTest(async (m) => {
        expect(parseServerEvent('autoGameMsg', m.contents.content).ok).toBe(true);
      });
  });
});
