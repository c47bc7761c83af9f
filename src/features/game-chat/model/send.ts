import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { CHAT_MAX_LENGTH, emitWithAckFx } from '@/shared/socket';
import { newIdempotencyKey } from '@/shared/api/index.payments';
import type { Message } from '@/shared/i18n';
import { $connectionStatus } from '@/entities/connection';
import { type ReactionId } from '../lib/chat';
import { refusalMessage, NO_CONNECTION } from '../lib/texts';
import { $chatState, $gameId, $sentIds, CHAT_ACK_MS, ChatGate, notOffered, outcomeOf } from './chat';
import { $available } from './visibility';

/**
 * Sending a reaction or a chat message (proposed): only while chat is available, the game's chat
 * open and the socket connected; the server's refusal shown in the player's words (`$notice`), an
 * `{error}` ack or none within `CHAT_ACK_MS` = the server offers no chat. Each message carries a
 * new `clientMessageId`: its broadcast tells the player's own sender id.
 */

export const reactionClicked = createEvent<ReactionId>();
export const draftChanged = createEvent<string>();
export const messageSubmitted = createEvent();
/** The player dismissed the notice. */
export const noticeClosed = createEvent();

/** `game_reaction` with its ack. @throws Error on time-out */
export const sendReactionFx = attach({
  effect: emitWithAckFx,
  mapParams: (p: { gameId: string; reaction: ReactionId }) => ({ key: 'sendReaction' as const, payload: p, timeoutMs: CHAT_ACK_MS }),
});
/** `game_chat_message` with its ack. @throws Error on time-out */
export const sendMessageFx = attach({
  effect: emitWithAckFx,
  mapParams: (p: { gameId: string; text: string; clientMessageId: string }) => ({ key: 'sendChatMessage' as const, payload: p, timeoutMs: CHAT_ACK_MS }),
});
/** A new `clientMessageId` (a UUID). */
export const newMessageIdFx = createEffect(() => newIdempotencyKey());

export const $draft = createStore('').on(draftChanged, (_, text) => text).reset(ChatGate.close);
/** What the player is told about the last reaction or message: a refusal, or no connection. */
export const $notice = createStore<Message | null>(null).reset([ChatGate.close, noticeClosed]);

const source = { available: $available, state: $chatState, gameId: $gameId, status: $connectionStatus };
type Source = { available: boolean; state: 'open' | 'closed'; gameId: string | null; status: string };
const mayTry = (s: Source) => s.available && s.gameId !== null;

// When a reaction or message is tried while the socket is not connected, then say so (nothing sent).
sample({ clock: [reactionClicked, messageSubmitted], source, filter: (s) => mayTry(s) && s.status !== 'connected', fn: (): Message => NO_CONNECTION, target: $notice });
// When a reaction or message is tried while the chat is closed, then say so (the server would refuse it).
sample({ clock: [reactionClicked, messageSubmitted], source, filter: (s) => mayTry(s) && s.status === 'connected' && s.state === 'closed', fn: () => refusalMessage('chat_closed', null), target: $notice });
const ready = (s: Source) => mayTry(s) && s.status === 'connected' && s.state === 'open';

sample({ clock: reactionClicked, source, filter: ready, fn: (s, reaction) => ({ gameId: s.gameId!, reaction }), target: sendReactionFx });

/** The text to send: trimmed, when 1–140 characters (the contract's `ChatText`). */
export const sendable = (text: string): string | null => {
  const t = text.trim();
  return t.length > 0 && t.length <= CHAT_MAX_LENGTH ? t : null;
};
// one message at a time: a second Send while the first waits for its answer does nothing
const toSend = sample({
  clock: messageSubmitted,
  source: { s: combine(source), draft: $draft, sending: sendMessageFx.pending },
  filter: ({ s, draft, sending }) => ready(s) && sendable(draft) !== null && !sending,
});
const withId = createEvent<{ gameId: string; text: string; clientMessageId: string }>();
sample({ clock: toSend, target: newMessageIdFx });
sample({
  clock: newMessageIdFx.doneData,
  source: { gameId: $gameId, draft: $draft },
  filter: ({ gameId, draft }) => gameId !== null && sendable(draft) !== null,
  fn: ({ gameId, draft }, id) => ({ gameId: gameId!, text: sendable(draft)!, clientMessageId: id }),
  target: withId,
});
$sentIds.on(withId, (ids, { clientMessageId }) => [...ids, clientMessageId].slice(-50));
sample({ clock: withId, target: sendMessageFx });

const reactionOutcome = sample({ clock: sendReactionFx.doneData, fn: outcomeOf });
const messageOutcome = sample({ clock: sendMessageFx.doneData, fn: outcomeOf });
// When the server refuses, then say why in the player's words (nothing was broadcast).
sample({
  clock: [reactionOutcome, messageOutcome],
  filter: (o) => o.kind === 'refused',
  fn: (o) => (o.kind === 'refused' ? refusalMessage(o.refusal, o.retryAfter) : NO_CONNECTION),
  target: $notice,
});
// When the server answers with {error} or not in time, then it offers no chat.
sample({ clock: [reactionOutcome, messageOutcome], filter: (o) => o.kind === 'not_offered', fn: () => undefined, target: notOffered });
sample({ clock: [sendReactionFx.fail, sendMessageFx.fail], fn: () => undefined, target: notOffered });
// When a message was posted, then the composer empties; a refused one keeps its text to edit.
const posted = sample({ clock: sendMessageFx.done, filter: ({ result }) => outcomeOf(result).kind === 'sent' });
$draft.on(posted, () => '');
$notice.on(posted, () => null);
