import type { ClientParsed } from '@contracts/socket';
import { chatOffOf, onBreak } from '../../world/limits';
import { createRng } from '../../world/rng';
import type { World } from '../../world/world';
import { realClock, type Clock } from '../core/clock';
import { emit, type EngineConn } from '../core/connection';
import type { ClientHandlers, Reply } from '../core/dispatch';
import type { ChatRoom, RoomLife } from '../core/room-kit';
import { ChatBots, resolveChatConfig, type ChatConfig } from './bots';
import { hasBlockedWord, messageWait, MESSAGE_WINDOW_MS, reactionWait } from './moderation';
import { HISTORY, KEEP_MESSAGES, newChat, REMOVE_AFTER_REPORTS, type ChatOfGame, type KeptMessage } from './state';

/** What the chat needs of a game engine: its game's room by id, and to hear of game starts and ends. */
export interface ChatRooms {
  chatRoom(gameId: string): ChatRoom | undefined;
  set life(life: RoomLife);
}

/** The answer of a server that does not offer chat (the contract's "not offered"). */
export const NOT_OFFERED = { error: 'not offered' } as const;

type Refusal = { success: false; refusal: string; retryAfter?: number; message?: string };

/**
 * The mock provider's chat of a game's room (proposed contract, socket-contracts/README.md "Play
 * together"), one module for both game modes and both transports: its `handlers` are the `game`
 * play's table of the one dispatch. It keeps per game the latest messages, who opened the chat, mutes,
 * the rate-limit clocks and the clientMessageId answers; it refuses in the contract's order (closed,
 * muted, blocked word, rate limited); it closes a game's chat `closeAfterMs` after the game ends (the
 * room may congratulate the winner meanwhile) and runs the bots' chatter (./bots.ts).
 * `offered = false`: every chat event answers `{error: 'not offered'}` (a server without chat).
 */
export class GameChat {
  /** False: a server without chat (MOCK_WORLD proposedOff, a browser test's control). */
  offered = true;
  config: ChatConfig;
  /** Every report received (`POST /chat/reports`), oldest first. */
  readonly reports: { phone: string; gameId: string; messageId: string; reason: string }[] = [];
  private chats = new Map<string, ChatOfGame>();
  private conns = new Map<string, EngineConn>();
  private fromIds = new Map<string, string>();
  private seq = 0;
  private timers = new Set<unknown>();
  private bots: ChatBots;

  constructor(
    private world: World,
    private rooms: ChatRooms[],
    private clock: Clock = realClock,
    config: Partial<ChatConfig> = {},
  ) {
    this.config = resolveChatConfig(config);
    this.bots = new ChatBots(createRng(this.config.seed), {
      later: (ms, fn) => this.later(ms, fn),
      live: (gameId) => this.liveRoom(gameId) !== undefined && !this.chat(gameId).after && !this.chat(gameId).closed,
      open: (gameId) => !this.chat(gameId).closed,
      react: (gameId, from, reaction) => this.toRoom(gameId, (c) => emit(c, 'gameReaction', gameId, { reaction, ...from })),
      say: (gameId, from, text) => this.post(gameId, { ...from, phone: null }, text),
    });
    const life: RoomLife = { started: (id) => this.started(id), over: (id, winners) => this.over(id, winners) };
    for (const r of rooms) r.life = life;
    // a fresh world (a reset, a pact state) has a fresh chat: no messages, mutes or rate-limit clocks
    const reset = world.reset.bind(world);
    world.reset = () => {
      reset();
      this.stop();
    };
  }

  connect(conn: EngineConn): void {
    this.conns.set(conn.id, conn);
  }

  disconnect(conn: EngineConn): void {
    this.conns.delete(conn.id);
    for (const chat of this.chats.values()) chat.opened.delete(conn.id);
  }

  /** New timing or seed (tests); running games keep their bots' loop. */
  configure(partial: Partial<ChatConfig>): void {
    this.config = resolveChatConfig({ ...this.config, ...partial });
    this.bots.reseed(createRng(this.config.seed));
  }

  /** Forgets every game's chat and stops every timer (a reset, or the provider shutting down). */
  stop(): void {
    for (const t of this.timers) this.clock.clearTimeout(t);
    this.timers.clear();
    this.chats.clear();
  }

  /** The `game` play's client events (proposed), each parsed by the contract's schema before it gets here. */
  readonly handlers: ClientHandlers<'game'> = {
    chatOpen: { on: (conn, p, reply) => this.open(conn, p.gameId, reply), invalid: (_c, reply) => reply(this.offered ? { success: true, state: 'closed', messages: [] } : NOT_OFFERED) },
    chatClose: (conn, p) => void this.chats.get(p.gameId)?.opened.delete(conn.id),
    sendReaction: { on: (conn, p, reply) => reply(this.offered ? this.react(conn, p) : NOT_OFFERED), invalid: (_c, reply) => reply(this.invalid()) },
    sendChatMessage: { on: (conn, p, reply) => reply(this.offered ? this.message(conn, p) : NOT_OFFERED), invalid: (_c, reply) => reply(this.invalid()) },
  };

  // ---- moderator and test controls ----

  /** Mutes (or unmutes) a player in a game: their reactions and messages are refused with `muted`. */
  mute(gameId: string, phone: string, muted = true): void {
    const set = this.chat(gameId).muted;
    if (muted) set.add(phone);
    else set.delete(phone);
  }

  /** Closes a game's chat (a moderator), telling the room; `reopen` opens it again. */
  close(gameId: string, reason = 'moderator'): void {
    this.chat(gameId).closed = { reason };
    this.toRoom(gameId, (c) => emit(c, 'gameChatState', gameId, { state: 'closed', reason }));
  }

  reopen(gameId: string): void {
    this.chat(gameId).closed = null;
    this.toRoom(gameId, (c) => emit(c, 'gameChatState', gameId, { state: 'open' }));
  }

  /** Removes a message for everyone in the room; false when the game's chat has no such message. */
  remove(gameId: string, messageId: string): boolean {
    const chat = this.chat(gameId);
    const before = chat.messages.length;
    chat.messages = chat.messages.filter((m) => m.messageId !== messageId);
    if (chat.messages.length === before) return false;
    this.toRoom(gameId, (c) => emit(c, 'gameChatRemoved', gameId, { messageId }));
    return true;
  }

  /** A player's report (`POST /chat/reports`): kept; REMOVE_AFTER_REPORTS players reporting one message remove it. */
  report(phone: string, report: { gameId: string; messageId: string; reason: string }): void {
    this.reports.push({ phone, ...report });
    const by = this.chat(report.gameId).reports;
    const reporters = by.get(report.messageId) ?? new Set<string>();
    reporters.add(phone);
    by.set(report.messageId, reporters);
    if (reporters.size >= REMOVE_AFTER_REPORTS) this.remove(report.gameId, report.messageId);
  }

  /** The game's kept messages (tests, the dev console). */
  messages(gameId: string): readonly KeptMessage[] {
    return this.chats.get(gameId)?.messages ?? [];
  }

  // ---- the events ----

  private open(conn: EngineConn, gameId: string, reply: Reply<'chatOpen'>): void {
    if (!this.offered) return reply(NOT_OFFERED);
    if (!this.inRoom(conn, gameId)) return reply({ success: true, state: 'closed', messages: [] });
    const chat = this.chat(gameId);
    chat.opened.add(conn.id);
    reply({ success: true, state: chat.closed ? 'closed' : 'open', messages: chat.messages.slice(-HISTORY).map((m) => this.view(m, conn.phone)) });
  }

  private react(conn: EngineConn, p: ClientParsed<'sendReaction'>): { success: true } | Refusal {
    const refused = this.refusal(conn, p.gameId);
    if (refused) return refused;
    const chat = this.chat(p.gameId);
    const now = this.clock.now();
    const wait = reactionWait(chat.lastReaction.get(conn.phone) ?? null, now);
    if (wait !== null) return { success: false, refusal: 'rate_limited', retryAfter: wait, message: 'One reaction a second.' };
    chat.lastReaction.set(conn.phone, now);
    const from = this.sender(conn.phone);
    this.toRoom(p.gameId, (c) => emit(c, 'gameReaction', p.gameId, { reaction: p.reaction, ...from }));
    return { success: true };
  }

  private message(conn: EngineConn, p: ClientParsed<'sendChatMessage'>): { success: true; messageId: string } | Refusal {
    const chat = this.chats.get(p.gameId);
    // a retry of an accepted message: the first answer, posted once
    const first = chat?.accepted.get(`${conn.phone}:${p.clientMessageId}`);
    if (first) return { success: true, messageId: first };
    const refused = this.refusal(conn, p.gameId);
    if (refused) return refused;
    const text = p.text.trim();
    if (!text) return { success: false, refusal: 'empty', message: 'The message is empty.' };
    if (hasBlockedWord(text)) return { success: false, refusal: 'blocked_word', message: 'The message has a word that is not allowed.' };
    const now = this.clock.now();
    const own = this.chat(p.gameId);
    const sent = (own.sent.get(conn.phone) ?? []).filter((t) => now - t < MESSAGE_WINDOW_MS);
    const wait = messageWait(sent, now);
    if (wait !== null) return { success: false, refusal: 'rate_limited', retryAfter: wait, message: 'Five messages a minute.' };
    own.sent.set(conn.phone, [...sent, now]);
    const messageId = this.post(p.gameId, { ...this.sender(conn.phone), phone: conn.phone }, text, p.clientMessageId);
    own.accepted.set(`${conn.phone}:${p.clientMessageId}`, messageId);
    return { success: true, messageId };
  }

  /** Keeps and broadcasts a message to the sockets that opened the chat; the sender's own sockets get its clientMessageId. */
  private post(gameId: string, from: { fromId: string; from: string; phone: string | null }, text: string, clientMessageId?: string): string {
    const chat = this.chat(gameId);
    const message: KeptMessage = { messageId: `c${++this.seq}`, ...from, text, sentAt: new Date(this.clock.now()).toISOString(), ...(clientMessageId ? { clientMessageId } : {}) };
    chat.messages = [...chat.messages, message].slice(-KEEP_MESSAGES);
    for (const id of chat.opened) {
      const conn = this.conns.get(id);
      if (conn && this.inRoom(conn, gameId)) emit(conn, 'gameChatMessage', gameId, this.view(message, conn.phone));
    }
    return message.messageId;
  }

  /** The contract's refusals before any rate limit: not in the room or closed, then muted (a moderator, a break, chat turned off). */
  private refusal(conn: EngineConn, gameId: string): Refusal | null {
    if (!this.inRoom(conn, gameId) || this.chats.get(gameId)?.closed) return { success: false, refusal: 'chat_closed', message: 'The chat of this game is closed.' };
    if (this.chats.get(gameId)?.muted.has(conn.phone)) return { success: false, refusal: 'muted', message: 'Muted in this game.' };
    if (onBreak(this.world, conn.phone)) return { success: false, refusal: 'muted', message: 'On a break from play.' };
    if (chatOffOf(this.world, conn.phone)) return { success: false, refusal: 'muted', message: 'Chat is turned off for this player.' };
    return null;
  }

  private invalid() {
    return this.offered ? { success: false, refusal: 'invalid', message: 'Not a reaction or message of the contract.' } : NOT_OFFERED;
  }

  /** A message as one player receives it: the clientMessageId only on the sender's own copies, never the phone. */
  private view(m: KeptMessage, phone: string) {
    const { phone: sender, clientMessageId, ...rest } = m;
    return sender === phone && clientMessageId ? { ...rest, clientMessageId } : rest;
  }

  /** Display name and opaque id of a player: ids are handed out in order of first use (not the phone, not an account number). */
  private sender(phone: string): { fromId: string; from: string } {
    let id = this.fromIds.get(phone);
    if (!id) this.fromIds.set(phone, (id = `p${this.fromIds.size + 1}`));
    return { fromId: id, from: this.world.account(phone)?.username ?? 'player' };
  }

  private started(gameId: string): void {
    const room = this.liveRoom(gameId);
    const chat = this.chat(gameId);
    chat.botsOn = Boolean(room?.bots) && this.config.botEveryMs > 0;
    if (chat.botsOn) this.bots.chatter(gameId, this.config.botEveryMs);
  }

  /** The game ended: the room may still react (congratulate) for `closeAfterMs`, then the chat closes with `game_over`. */
  private over(gameId: string, winners: string[]): void {
    const chat = this.chat(gameId);
    chat.after = new Set(this.liveRoom(gameId)?.conns ?? []);
    if (chat.botsOn && winners.length > 0) this.bots.congratulate(gameId, winners);
    this.later(this.config.closeAfterMs, () => {
      if (!chat.closed) this.close(gameId, 'game_over');
    });
  }

  private liveRoom(gameId: string): ChatRoom | undefined {
    for (const r of this.rooms) {
      const room = r.chatRoom(gameId);
      if (room) return room;
    }
    return undefined;
  }

  /** The room's sockets: the game's while the engine has it, else those it had when it ended. */
  private members(gameId: string): ReadonlySet<string> {
    const room = this.liveRoom(gameId);
    const after = this.chats.get(gameId)?.after;
    return after ?? room?.conns ?? new Set();
  }

  private inRoom(conn: EngineConn, gameId: string): boolean {
    return this.members(gameId).has(conn.id);
  }

  private toRoom(gameId: string, send: (conn: EngineConn) => void): void {
    for (const id of this.members(gameId)) {
      const conn = this.conns.get(id);
      if (conn) send(conn);
    }
  }

  private chat(gameId: string): ChatOfGame {
    let chat = this.chats.get(gameId);
    if (!chat) this.chats.set(gameId, (chat = newChat()));
    return chat;
  }

  private later(ms: number, fn: () => void): void {
    const handle = this.clock.setTimeout(() => {
      this.timers.delete(handle);
      fn();
    }, Math.max(0, ms));
    this.timers.add(handle);
  }
}
