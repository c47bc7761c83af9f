import type { HttpHandler } from 'msw';
import type { GameChat } from '../engine';
import type { World } from '../world/world';
import { route } from './contract';

const REASONS = new Set(['abuse', 'spam', 'other']);

/**
 * The proposed report call of the game chat (OpenAPI tag `chat`): `POST /chat/reports` for the
 * bearer token's player. Every well-formed report is accepted (202), also of a message the mock no
 * longer knows; the chat module removes a message once enough players reported it. With the chat not
 * offered (`chat.offered = false`) it answers 501, as a server without chat may.
 */
export function createChatHandlers(world: World, chat: GameChat): HttpHandler[] {
  const player = (request: Request) => world.accountByToken(request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? null);
  const text = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : null);
  return [
    route('post', '/chat/reports', ({ reply, request, body: b }) => {
      const account = player(request);
      if (!account) return reply(401, { message: 'unauthorized' });
      if (!chat.offered) return reply(501, { message: 'Chat reports are not offered by this server.' });
      const gameId = text(b.gameId);
      const messageId = text(b.messageId);
      if (!gameId || !messageId || typeof b.reason !== 'string' || !REASONS.has(b.reason)) return reply(400, { message: 'A report needs gameId, messageId and a reason: abuse, spam or other.' });
      chat.report(account.phone, { gameId, messageId, reason: b.reason });
      return reply(202, { message: 'Thanks, a moderator will look at it.' });
    }),
  ];
}
