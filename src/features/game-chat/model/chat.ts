import { attach, combine, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { createSubscription, emitFx, emitWithAckFx, route, type ServerPayload } from '@/shared/socket';
import { $user } from '@/entities/session';
import { addLine, addReaction, isReactionId, mergeLines, readChatAck, type ChatAckLike, type ChatLine, type ChatOutcome, type SeenReaction } from '../lib/chat';

/**
 * A game's social layer (proposed, not in the spec), the same in manual and scheduled games: the
 * game's chat events, opening the chat (nothing of the chat is sent or asked for before the player
 * first opens it), the messages, the recent reactions and whether the server offers chat at all. A
 * server that answers a chat event with `{error}`, or not within `CHAT_ACK_MS`, offers no chat:
 * reactions and chat are hidden for the rest of the visit.
 */

/** How long a chat event waits for its ack before the server counts as offering no chat (ms). */
export const CHAT_ACK_MS = 5000;

/** The game screen that shows the social layer is open, for this game id. */
export const ChatGate = createGate<{ gameId: string }>('ChatGate');

export const reactionReceived = createEvent<ServerPayload<'gameReaction'>>();
export const messageReceived = createEvent<ServerPayload<'gameChatMessage'>>();
export const stateReceived = createEvent<ServerPayload<'gameChatState'>>();
export const removedReceived = createEvent<ServerPayload<'gameChatRemoved'>>();
/** The player opens or collapses the chat panel. */
export const panelToggled = createEvent();
/** An ack (or its absence) said the server offers no chat. */
export const notOffered = createEvent();

/** `game_chat_open`: the ack with the latest messages. @throws Error on time-out (= not offered) */
export const openChatFx = attach({
  effect: emitWithAckFx,
  mapParams: (gameId: string) => ({ key: 'chatOpen' as const, payload: { gameId }, timeoutMs: CHAT_ACK_MS }),
});
/** `game_chat_close`: stop the game's messages to this socket (no ack). */
export const closeChatFx = attach({ effect: emitFx, mapParams: (gameId: string) => ({ key: 'chatClose' as const, payload: { gameId } }) });

// kept after the screen closes (the close below still needs it); a new screen sets its own
export const $gameId = createStore<string | null>(null).on(ChatGate.open, (_, { gameId }) => gameId);
/** False once a chat ack said the server offers no chat (kept for the visit). */
export const $offered = createStore(true).on(notOffered, () => false);
export const $panelOpen = createStore(false).on(panelToggled, (open) => !open).reset(ChatGate.close);
/** True once the chat of this game was opened on the server (its messages come to this socket). */
export const $joined = createStore(false).reset([ChatGate.open, closeChatFx]);
/** The game's chat state as the server last said (`closed`: refuses reactions and messages). */
export const $chatState = createStore<'open' | 'closed'>('open').reset(ChatGate.close);
export const $lines = createStore<ChatLine[]>([]).reset(ChatGate.close);
/** Messages taken off the screen: removed by a moderator or reported by the player. */
export const $hidden = createStore<string[]>([]).reset(ChatGate.close);
export const $reactions = createStore<SeenReaction[]>([]).reset(ChatGate.close);
/** The `clientMessageId`s this player sent (their broadcast is the player's own message). */
export const $sentIds = createStore<string[]>([]).reset(ChatGate.close);
/** The player's own opaque sender id, learnt from the broadcast of a message they sent. */
export const $ownFromId = createStore<string | null>(null);
/** The player's display name (until the own sender id is known, a name tells the own sender). */
export const $ownName = $user.map((u) => u?.username ?? null);

/** Whether `fromId`/`from` is the player: by sender id once known, else by display name. */
export function isOwnSender(own: { fromId: string | null; name: string | null }, fromId: string, from: string): boolean {
  return own.fromId !== null ? fromId === own.fromId : own.name !== null && from === own.name;
}
/** Who the player is among the senders (see `isOwnSender`). */
export const $own = combine({ fromId: $ownFromId, name: $ownName });

const listeners = createSubscription((gameId: string) => ({
  gameId,
  routes: [route('gameReaction', reactionReceived), route('gameChatMessage', messageReceived), route('gameChatState', stateReceived), route('gameChatRemoved', removedReceived)],
}));
// When the game screen opens, then listen to its chat events; when it closes, stop.
sample({ clock: ChatGate.open, fn: ({ gameId }) => gameId, target: listeners.attached });
sample({ clock: ChatGate.close, target: listeners.detached });
// When the player leaves a game whose chat they opened, then tell the server to stop its messages.
sample({ clock: ChatGate.close, source: { joined: $joined, gameId: $gameId }, filter: (s) => s.joined && s.gameId !== null, fn: (s) => s.gameId!, target: closeChatFx });

/** What an ack (or a failed emit: no answer in time) of a chat event means. */
export const outcomeOf = (ack: unknown): ChatOutcome => readChatAck(ack as ChatAckLike);

// When the panel opens for the first time in this game, then open the chat on the server.
sample({ clock: panelToggled, source: { open: $panelOpen, joined: $joined, gameId: $gameId, pending: openChatFx.pending }, filter: (s) => s.open && !s.joined && !s.pending && s.gameId !== null, fn: (s) => s.gameId!, target: openChatFx });
const opened = sample({ clock: openChatFx.done, source: $gameId, filter: (gameId, { params }) => gameId === params, fn: (_, { result }) => result as ChatAckLike & { state?: 'open' | 'closed'; messages?: ChatLine[] } });
sample({ clock: opened, filter: (ack) => outcomeOf(ack).kind === 'not_offered', fn: () => undefined, target: notOffered });
const accepted = sample({ clock: opened, filter: (ack) => outcomeOf(ack).kind !== 'not_offered' });
$joined.on(accepted, () => true);
$chatState.on(accepted, (state, ack) => ack.state ?? state);
$lines.on(accepted, (lines, ack) => mergeLines(lines, ack.messages ?? []));
// When opening got no answer in time, then the server offers no chat.
sample({ clock: openChatFx.fail, fn: () => undefined, target: notOffered });

$chatState.on(stateReceived, (_, { state }) => state);
$lines.on(messageReceived, (lines, line) => addLine(lines, line));
$hidden.on(removedReceived, (hidden, { messageId }) => (hidden.includes(messageId) ? hidden : [...hidden, messageId]));
// When the broadcast of a message this player sent arrives, then its sender id is the player's.
sample({ clock: messageReceived, source: $sentIds, filter: (ids, line) => line.clientMessageId !== undefined && ids.includes(line.clientMessageId), fn: (_, line) => line.fromId, target: $ownFromId });

const knownReaction = sample({ clock: reactionReceived, filter: (r) => isReactionId(r.reaction) });
$reactions.on(knownReaction, (list, r) => addReaction(list, { ...r, reaction: r.reaction as SeenReaction['reaction'], seq: (list.at(-1)?.seq ?? 0) + 1 }));
/** A reaction of the fixed set received (an unknown id is ignored). */
export const knownReactionReceived = knownReaction;
