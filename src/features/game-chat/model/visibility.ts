import { combine, createEffect, createStore, sample } from 'effector';
import { $limits, $limitsSource, limitsMayHaveChanged, limitsRequested, limitsWatchStarted, limitsWatchStopped } from '@/entities/responsible-play';
import { $gameId, $joined, $offered, ChatGate, closeChatFx } from './chat';

/**
 * Whether the social layer is shown: the server offers chat, no responsible-play break is running
 * and the player has not turned chat off for good on the limits page. A break or the chat choice
 * set while the game screen is open (in another tab of this device, or elsewhere and seen when the
 * tab comes to the front) applies at once. When it goes away while the chat is open on the server,
 * the server is told to stop the game's messages.
 */

/** The time now, epoch ms (read when the game screen opens and when the limits may have changed outside this tab). */
export const nowFx = createEffect(() => Date.now());
const $checkedAt = createStore(0).on(nowFx.doneData, (_, now) => now);
sample({ clock: [ChatGate.open, limitsMayHaveChanged], fn: () => undefined, target: nowFx });
// When the game screen opens before the limits were read in this visit (a reload), then read them:
// a break or chat turned off for good applies here too.
sample({ clock: ChatGate.open, source: $limitsSource, filter: (source) => source === null, fn: () => undefined, target: limitsRequested });
// While the game screen is open, a break taken in another tab (or seen when this one comes to the front) is read.
sample({ clock: ChatGate.open, fn: () => undefined, target: limitsWatchStarted });
sample({ clock: ChatGate.close, fn: () => undefined, target: limitsWatchStopped });

/** A responsible-play break runs (chat and reactions are off while it does). */
export const $onBreak = combine($limits, $checkedAt, (limits, now) => limits.breakUntil !== null && now < limits.breakUntil);
/** The player turned chat off for good (limits page). */
export const $chatOff = $limits.map((limits) => limits.chatOff === true);
/** Reactions and chat are shown and may be sent. */
export const $available = combine($offered, $onBreak, $chatOff, (offered, onBreak, off) => offered && !onBreak && !off);

// When chat goes away while open on the server, then stop its messages to this socket.
const gone = sample({ clock: $available, source: { joined: $joined, gameId: $gameId }, filter: (s, available) => !available && s.joined && s.gameId !== null });
sample({ clock: gone, fn: (s) => s.gameId!, target: closeChatFx });
$joined.on(gone, () => false);
