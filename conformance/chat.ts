import { chatSchemas as c } from '../socket-contracts/index';
import * as zod from '../src/shared/api/validators';
import type { Partner, Session } from './partner';
import { ACK_MS } from './manual-game';
import { NotOffered, type Report } from './report';
import { expectThat, readAs } from './shape';
import { SocketPlayer } from './socket-player';

const PHONE = /^(\+?251|0)9\d{8}$/;

/**
 * The chat of a game's room (proposed, socket-contracts/README.md "Play together"), in the first
 * waiting scheduled game's room with two players: `game_chat_open` answers the chat (an ack `{error}`
 * or none within 3 s: "proposed: not offered", and the other chat check with it); a reaction and a
 * message reach the other player by display name, never a phone; a second reaction within the second
 * is refused `rate_limited` with `retryAfter`. Every payload is read with the client's schema.
 */
export async function chatChecks(report: Report, partner: Partner, [a, b]: [Session, Session]): Promise<void> {
  const list = readAs(zod.GetAutoGamesByStatusResponse, (await partner.http('GET', '/autogames/status/scheduled', { token: a.token })).body, 'GET /autogames/status/scheduled');
  const game = list.filter((g) => g.gameStatus !== 'running' && g.gameStatus !== 'completed').sort((x, y) => Date.parse(x.startTimeLocal) - Date.parse(y.startTimeLocal))[0];
  if (!game) return report.skip('chat (proposed)', 'no scheduled game is waiting');
  const gameId = game.gameId;
  let pa: SocketPlayer | undefined;
  let pb: SocketPlayer | undefined;
  let offered: string | null = null;
  try {
    await report.proposed('chat: game_chat_open answers the chat; a reaction and a message reach the other player of the room by display name', async () => {
      pa = await SocketPlayer.connect(partner.target.socket, a.token);
      pb = await SocketPlayer.connect(partner.target.socket, b.token);
      for (const p of [pa, pb]) await p.emitWithAck('request_auto_boardlist', { game_id: gameId });
      const opened = await pb.emitMaybeAck('game_chat_open', { gameId }, ACK_MS);
      if (opened === undefined) throw new NotOffered((offered = `no acknowledgement of game_chat_open within ${ACK_MS} ms`));
      const open = readAs(c.ChatOpenAck, opened, 'game_chat_open ack');
      if (open.error !== undefined) throw new NotOffered((offered = `game_chat_open answered {error: ${JSON.stringify(open.error)}}`));
      expectThat(open.success === true, 'game_chat_open ack', `success ${String(open.success)} for a player of the room`);
      const reaction = pb.next<unknown>(`_game_reaction_${gameId}`);
      const reacted = readAs(c.ChatAck, await pa.emitWithAck('game_reaction', { gameId, reaction: 'good_luck' }, ACK_MS), 'game_reaction ack');
      expectThat(reacted.success === true, 'game_reaction ack', `refused: ${reacted.refusal ?? reacted.error ?? 'no reason'}`);
      const seen = readAs(c.GameReaction, await reaction, `_game_reaction_${gameId}`);
      expectThat(seen.reaction === 'good_luck' && !PHONE.test(seen.from) && !PHONE.test(seen.fromId), `_game_reaction_${gameId}`, `got ${JSON.stringify(seen)}: a phone in from/fromId, or another reaction`);
      const message = pb.next<unknown>(`_game_chat_message_${gameId}`);
      const sent = readAs(c.ChatAck, await pa.emitWithAck('game_chat_message', { gameId, text: 'Good luck everyone!', clientMessageId: `conformance-${Date.now().toString(36)}` }, ACK_MS), 'game_chat_message ack');
      expectThat(sent.success === true, 'game_chat_message ack', `refused: ${sent.refusal ?? sent.error ?? 'no reason'}`);
      const got = readAs(c.GameChatMessage, await message, `_game_chat_message_${gameId}`);
      expectThat(got.text === 'Good luck everyone!' && !PHONE.test(got.from), `_game_chat_message_${gameId}`, `got ${JSON.stringify(got)}`);
    });
    await report.proposed('chat: a second reaction within a second is refused rate_limited with retryAfter', async () => {
      if (offered !== null) throw new NotOffered(offered);
      if (!pa) throw new Error('the first chat check could not connect');
      await pa.emitWithAck('game_reaction', { gameId, reaction: 'clap' }, ACK_MS);
      const again = readAs(c.ChatAck, await pa.emitWithAck('game_reaction', { gameId, reaction: 'fire' }, ACK_MS), 'game_reaction ack');
      expectThat(again.success === false && again.refusal === 'rate_limited' && (again.retryAfter ?? 0) >= 1, 'game_reaction ack', `expected {success: false, refusal: rate_limited, retryAfter ≥ 1}, got ${JSON.stringify(again)}`);
    });
  } finally {
    pa?.close();
    pb?.close();
  }
}
