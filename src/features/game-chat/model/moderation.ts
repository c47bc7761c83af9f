import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { m, type Message } from '@/shared/i18n';
import { shownFrom, visibleLines, type ChatLine, type ReactionId } from '../lib/chat';
import { REACTIONS } from '../lib/texts';
import { $gameId, $hidden, $lines, $own, $panelOpen, ChatGate, isOwnSender, knownReactionReceived, messageReceived, panelToggled } from './chat';
import { $notice } from './send';

/**
 * What the player does about other players (proposed): mute one player or the whole chat, report a
 * message (it is hidden for the reporter at once, whatever the server answers), the unread count
 * while the panel is collapsed, and the congratulations other players send after a win.
 */

export type ReportReason = 'abuse' | 'spam' | 'other';

/** Mute one sender by opaque id (kept for the visit: a player muted stays muted in the next game). */
export const playerMuted = createEvent<string>();
/** Show every muted sender again. */
export const mutesCleared = createEvent();
export const muteAllToggled = createEvent();
/** The player asks to report this message (its reason is asked next). */
export const reportAsked = createEvent<ChatLine>();
export const reportCancelled = createEvent();
export const reportReasonChosen = createEvent<ReportReason>();
/** The game's winner is known (their display name, or null when it is the player): congratulations are gathered. */
export const winnerKnown = createEvent<{ name: string | null; own: boolean }>();

/**
 * POST /chat/reports (its call loads with the first report): `sent`, or `unavailable` when the
 * server offers no reporting (404, 501, no answer). @throws ApiError on another refusal
 */
export const reportFx = createEffect(async (p: { gameId: string; messageId: string; reason: ReportReason }): Promise<'sent' | 'unavailable'> => {
  const { reportChatMessage, chatCallUnavailable } = await import('@/shared/api/index.chat');
  try {
    await reportChatMessage(p);
    return 'sent';
  } catch (error) {
    if (chatCallUnavailable(error)) return 'unavailable';
    throw error;
  }
});

export const $mutes = createStore<{ ids: string[]; all: boolean }>({ ids: [], all: false })
  .on(playerMuted, (mutes, id) => (mutes.ids.includes(id) ? mutes : { ...mutes, ids: [...mutes.ids, id] }))
  .on(mutesCleared, (mutes) => ({ ...mutes, ids: [] }))
  .on(muteAllToggled, (mutes) => ({ ...mutes, all: !mutes.all }));
/** The message whose report dialog is open. */
export const $reporting = createStore<ChatLine | null>(null).on(reportAsked, (_, l) => l).reset([reportCancelled, ChatGate.close]);

/** The messages the panel shows: not removed, not reported, not of a muted sender. */
export const $shownLines = combine($lines, $hidden, $mutes, $own, (lines, hidden, mutes, own) => visibleLines(lines, hidden, mutes, (l) => isOwnSender(own, l.fromId, l.from)));

/** Messages from others that came while the panel was collapsed (after it was first opened). */
export const $unread = createStore(0).reset([ChatGate.close, panelToggled]);
sample({
  clock: messageReceived,
  source: { open: $panelOpen, mutes: $mutes, own: $own, unread: $unread },
  filter: (s, line) => !s.open && !isOwnSender(s.own, line.fromId, line.from) && shownFrom(line.fromId, false, s.mutes),
  fn: (s) => s.unread + 1,
  target: $unread,
});

// When the player reports a message, then hide it for them at once and send the report.
const report = sample({ clock: reportReasonChosen, source: { line: $reporting, gameId: $gameId }, filter: (s) => s.line !== null && s.gameId !== null, fn: (s, reason) => ({ gameId: s.gameId!, messageId: s.line!.messageId, reason }) });
$reporting.reset(report);
$hidden.on(report, (hidden, { messageId }) => (hidden.includes(messageId) ? hidden : [...hidden, messageId]));
sample({ clock: report, target: reportFx });
sample({ clock: reportFx.doneData, fn: (outcome): Message => (outcome === 'sent' ? m.chat_report_sent : m.chat_report_unavailable), target: $notice });
sample({ clock: reportFx.fail, fn: (): Message => m.chat_report_failed, target: $notice });

/** The game's winner while congratulations are gathered: their name, or the player themself. */
export const $winner = createStore<{ name: string | null; own: boolean } | null>(null).on(winnerKnown, (_, w) => w).reset(ChatGate.close);
/** Who sent "Congratulations!" (or 👏) since the win: display names, each once, never the player's own. */
export const $cheers = createStore<string[]>([]).reset([ChatGate.close, winnerKnown]);
sample({
  clock: knownReactionReceived,
  source: { winner: $winner, cheers: $cheers, own: $own, mutes: $mutes },
  filter: (s, r) => s.winner !== null && (r.reaction === 'congrats' || r.reaction === 'clap') && !isOwnSender(s.own, r.fromId, r.from) && shownFrom(r.fromId, false, s.mutes) && !s.cheers.includes(r.from),
  fn: (s, r) => [...s.cheers, r.from],
  target: $cheers,
});

/** The player silences (or again allows) the spoken announcements of reactions and messages. */
export const announceToggled = createEvent();
/** Whether reactions and messages of others are announced to screen readers (politely). */
export const $announce = createStore(true).on(announceToggled, (on) => !on);
/** The latest reaction or message of another player (not muted), as a screen reader hears it. */
export const $announcement = createStore<Message | null>(null).reset(ChatGate.close);
sample({
  clock: messageReceived,
  source: { own: $own, mutes: $mutes },
  filter: (s, l) => !isOwnSender(s.own, l.fromId, l.from) && shownFrom(l.fromId, false, s.mutes),
  fn: (_, l): Message => () => m.chat_said({ name: l.from, text: l.text }),
  target: $announcement,
});
sample({
  clock: knownReactionReceived,
  source: { own: $own, mutes: $mutes },
  filter: (s, r) => !isOwnSender(s.own, r.fromId, r.from) && shownFrom(r.fromId, false, s.mutes),
  fn: (_, r): Message => () => m.chat_said({ name: r.from, text: REACTIONS[r.reaction as ReactionId].label() }),
  target: $announcement,
});
