import { GAME_STATES } from '../../provider-states';
import { MESSAGE, messageOf } from '../contract/messages/descriptions';
import type { ProviderContext } from './context';
import { firstScheduledGame } from './server-reads';
import { withPlayer, type MessageProducer, type SocketPlayer } from './socket-player';
import { changeState } from './states';

const P1 = '0911000001';

/**
 * The message producers of the chat of a game's room (proposed), part of MESSAGE_PRODUCERS
 * (./messages.ts). Played in the first waiting scheduled game's room: the player asks for its board
 * list (a socket that did is in the room), then opens the chat, reacts or writes. A server that does
 * not offer chat is found by the kit's probe first and these are reported "proposed: not offered".
 */
async function inRoom(ctx: ProviderContext, p: SocketPlayer): Promise<string> {
  const { gameId } = await firstScheduledGame(ctx, P1);
  await p.emitWithAck('request_auto_boardlist', { game_id: gameId });
  return gameId;
}

export const CHAT_MESSAGE_PRODUCERS: Record<string, MessageProducer> = {
  [MESSAGE.chatOpenAck]: (ctx) => withPlayer(ctx, async (p) => p.emitWithAck('game_chat_open', { gameId: await inRoom(ctx, p) })),

  [MESSAGE.reactionAck]: (ctx) => withPlayer(ctx, async (p) => p.emitWithAck('game_reaction', { gameId: await inRoom(ctx, p), reaction: 'good_luck' })),

  [MESSAGE.reactionAckRateLimited]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const gameId = await inRoom(ctx, p);
      await p.emitWithAck('game_reaction', { gameId, reaction: 'clap' });
      return p.emitWithAck('game_reaction', { gameId, reaction: 'fire' });
    }),

  [MESSAGE.chatMessageAck]: (ctx) =>
    withPlayer(ctx, async (p) => p.emitWithAck('game_chat_message', { gameId: await inRoom(ctx, p), text: 'Good luck everyone!', clientMessageId: 'pact-chat-ack-0001' })),

  [MESSAGE.gameReaction]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const gameId = await inRoom(ctx, p);
      const reaction = p.next(`_game_reaction_${gameId}`);
      await p.emitWithAck('game_reaction', { gameId, reaction: 'good_luck' });
      return reaction;
    }),

  [MESSAGE.gameChatMessage]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const gameId = await inRoom(ctx, p);
      await p.emitWithAck('game_chat_open', { gameId });
      const message = p.next<{ clientMessageId?: string }>(`_game_chat_message_${gameId}`, (m) => m.clientMessageId === 'pact-chat-0001');
      await p.emitWithAck('game_chat_message', { gameId, text: 'Good luck everyone!', clientMessageId: 'pact-chat-0001' });
      return message;
    }),

  // the moderator's two game states (proposed, provider-states/)
  [MESSAGE.gameChatState]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const gameId = await inRoom(ctx, p);
      const state = p.next(`_game_chat_state_${gameId}`);
      await changeState(ctx, GAME_STATES.chatClosed, { gameId });
      return state;
    }),

  [messageOf('gameChatRemoved')]: (ctx) =>
    withPlayer(ctx, async (p) => {
      const gameId = await inRoom(ctx, p);
      await p.emitWithAck('game_chat_open', { gameId });
      const sent = await p.emitWithAck<{ messageId?: string }>('game_chat_message', { gameId, text: 'Hello all', clientMessageId: 'pact-chat-removed-1' });
      if (!sent.messageId) throw new Error(`game_chat_message was not accepted: ${JSON.stringify(sent)}`);
      const removed = p.next(`_game_chat_removed_${gameId}`);
      await changeState(ctx, GAME_STATES.chatMessageRemoved, { gameId, messageId: sent.messageId });
      return removed;
    }),
};
