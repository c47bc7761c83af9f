import { afterEach, expect, test } from 'vitest';
import { setChatOff, setLimits } from '../../world/limits';
import { memoryStorage, World } from '../../world/world';
import { AutoGameEngine } from '../auto/engine';
import { dispatchClientEvent } from '../core/dispatch';
import { fakeClock } from '../core/test-doubles';
import { GameEngine } from '../manual/engine';
import { GameChat } from './chat';

/** The chat of a game's room (proposed): its rules, each against the mock's engines on a hand-moved clock. */
const stops: { stop(): void }[] = [];
afterEach(() => stops.splice(0).forEach((s) => s.stop()));

type Conn = { id: string; phone: string; events: [string, unknown][]; emit(event: string, payload?: unknown): void };
const conn = (id: string, phone: string): Conn => {
  const events: [string, unknown][] = [];
  return { id, phone, events, emit: (event, payload) => void events.push([event, payload]) };
};

function setup(opts: { bots?: number; chat?: object } = {}) {
  const world = new World(memoryStorage());
  const clock = fakeClock();
  world.now = () => clock.now();
  const manual = new GameEngine(world, { countdownMs: 600_000, callIntervalMs: 0, checkMs: 100, restartMs: 500, bots: opts.bots ?? 0, seed: 7 }, clock);
  const auto = new AutoGameEngine(world, { firstStartMs: 600_000, callIntervalMs: 0, bots: opts.bots ?? 0, stakes: [20] }, clock);
  const chat = new GameChat(world, [manual, auto], clock, { botEveryMs: 0, closeAfterMs: 10_000, ...opts.chat });
  stops.push(manual, auto, chat);
  const gameId = auto.gameIds()[0]!;
  const a = conn('a', '0911000001');
  const b = conn('b', '0911000002');
  const outside = conn('o', '0911000003');
  for (const c of [a, b, outside]) {
    auto.connect(c);
    chat.connect(c);
  }
  // a and b are in the scheduled game's room (they asked for its boards); `outside` is not
  for (const c of [a, b]) auto.handle(c, 'request_auto_boardlist', { game_id: gameId }, () => undefined);
  /** Sends a client event through the one dispatch and returns its ack. */
  const send = (c: Conn, event: string, payload: unknown) => {
    let answer: unknown;
    dispatchClientEvent({ game: { handlers: chat.handlers, conn: c } }, event, payload, (r) => (answer = r));
    return answer as Record<string, unknown> | undefined;
  };
  const got = (c: Conn, prefix: string) => c.events.filter(([e]) => e === `${prefix}${gameId}`).map(([, p]) => p);
  return { world, clock, manual, auto, chat, gameId, a, b, outside, send, got };
}

const msg = (gameId: string, text: string, clientMessageId: string) => ({ gameId, text, clientMessageId });

test('a reaction goes to every socket of the room, the sender too, by display name and an opaque id (never the phone)', () => {
  const { gameId, a, b, outside, send, got } = setup();
  expect(send(a, 'game_reaction', { gameId, reaction: 'good_luck' })).toEqual({ success: true });
  const seen = got(b, '_game_reaction_');
  expect(seen).toEqual([{ reaction: 'good_luck', fromId: 'p1', from: 'abebe' }]);
  expect(got(a, '_game_reaction_')).toEqual(seen);
  expect(got(outside, '_game_reaction_')).toEqual([]);
  expect(JSON.stringify(seen)).not.toContain('0911000001');
});

test('one reaction a second: the next within the second is refused with retryAfter, nothing broadcast', () => {
  const { clock, gameId, a, b, send, got } = setup();
  send(a, 'game_reaction', { gameId, reaction: 'clap' });
  clock.advance(400);
  expect(send(a, 'game_reaction', { gameId, reaction: 'fire' })).toMatchObject({ success: false, refusal: 'rate_limited', retryAfter: 1 });
  // another player is not limited by a's reactions
  expect(send(b, 'game_reaction', { gameId, reaction: 'fire' })).toEqual({ success: true });
  clock.advance(600);
  expect(send(a, 'game_reaction', { gameId, reaction: 'heart' })).toEqual({ success: true });
  expect(got(b, '_game_reaction_').map((p) => (p as { reaction: string }).reaction)).toEqual(['clap', 'fire', 'heart']);
});

test('messages go to the sockets that opened the chat; the history answers the latest 20, oldest first; clientMessageId only to the sender', () => {
  const { clock, gameId, a, b, outside, send, got } = setup();
  expect(send(outside, 'game_chat_open', { gameId })).toEqual({ success: true, state: 'closed', messages: [] });
  expect(send(a, 'game_chat_open', { gameId })).toEqual({ success: true, state: 'open', messages: [] });
  expect(send(a, 'game_chat_message', msg(gameId, '  Good luck all  ', 'cm-000001'))).toEqual({ success: true, messageId: 'c1' });
  // b has not opened the chat: no message reaches it
  expect(got(b, '_game_chat_message_')).toEqual([]);
  expect(got(a, '_game_chat_message_')).toEqual([{ messageId: 'c1', fromId: 'p1', from: 'abebe', text: 'Good luck all', sentAt: new Date(clock.now()).toISOString(), clientMessageId: 'cm-000001' }]);
  const opened = send(b, 'game_chat_open', { gameId })!;
  expect(opened.messages).toEqual([{ messageId: 'c1', fromId: 'p1', from: 'abebe', text: 'Good luck all', sentAt: expect.any(String) }]);
  for (let i = 0; i < 24; i++) {
    clock.advance(15_000);
    send(i % 2 ? a : b, 'game_chat_message', msg(gameId, `line ${i}`, `cm-line-${i}`));
  }
  const history = send(b, 'game_chat_open', { gameId })!.messages as { text: string }[];
  expect(history.map((m) => m.text)).toEqual(Array.from({ length: 20 }, (_, i) => `line ${i + 4}`));
  // game_chat_close: no more messages to that socket
  send(b, 'game_chat_close', { gameId });
  const before = got(b, '_game_chat_message_').length;
  clock.advance(15_000);
  send(a, 'game_chat_message', msg(gameId, 'still here', 'cm-still-1'));
  expect(got(b, '_game_chat_message_')).toHaveLength(before);
});

test('five messages a minute per player; a refused message does not count; the sixth waits for the oldest to leave the window', () => {
  const { clock, gameId, a, send } = setup();
  expect(send(a, 'game_chat_message', msg(gameId, 'you idiot', 'cm-blocked'))).toMatchObject({ success: false, refusal: 'blocked_word' });
  for (let i = 0; i < 5; i++) {
    expect(send(a, 'game_chat_message', msg(gameId, `hello ${i}`, `cm-hello-${i}`))).toMatchObject({ success: true });
    clock.advance(2_000);
  }
  expect(send(a, 'game_chat_message', msg(gameId, 'one more', 'cm-more-01'))).toMatchObject({ success: false, refusal: 'rate_limited', retryAfter: 50 });
  clock.advance(50_000);
  expect(send(a, 'game_chat_message', msg(gameId, 'one more', 'cm-more-01'))).toMatchObject({ success: true });
});

test('a repeat of an accepted clientMessageId gets the first answer and is posted once', () => {
  const { gameId, a, b, send, got } = setup();
  send(b, 'game_chat_open', { gameId });
  const first = send(a, 'game_chat_message', msg(gameId, 'hello', 'cm-retry-1'));
  expect(send(a, 'game_chat_message', msg(gameId, 'hello', 'cm-retry-1'))).toEqual(first);
  expect(got(b, '_game_chat_message_')).toHaveLength(1);
});

test('the word filter refuses an Amharic word too, and nothing is broadcast', () => {
  const { gameId, a, send, got } = setup();
  send(a, 'game_chat_open', { gameId });
  expect(send(a, 'game_chat_message', msg(gameId, 'አንተ ደደብ', 'cm-amharic'))).toMatchObject({ success: false, refusal: 'blocked_word' });
  expect(got(a, '_game_chat_message_')).toEqual([]);
});

test('muted: by a moderator in this game, during a break from play, or with chat turned off for good', () => {
  const { world, clock, chat, gameId, a, b, send } = setup();
  chat.mute(gameId, '0911000001');
  expect(send(a, 'game_reaction', { gameId, reaction: 'clap' })).toMatchObject({ success: false, refusal: 'muted' });
  expect(send(a, 'game_chat_message', msg(gameId, 'hi', 'cm-muted-1'))).toMatchObject({ success: false, refusal: 'muted' });
  expect(send(b, 'game_reaction', { gameId, reaction: 'clap' })).toEqual({ success: true });
  chat.mute(gameId, '0911000001', false);
  expect(send(a, 'game_reaction', { gameId, reaction: 'clap' })).toEqual({ success: true });
  setLimits(world, '0911000002', { dailyDeposit: null, dailyStake: null, breakUntil: clock.now() + 60_000 });
  clock.advance(2_000);
  expect(send(b, 'game_reaction', { gameId, reaction: 'fire' })).toMatchObject({ success: false, refusal: 'muted' });
  setChatOff(world, '0911000001', true);
  expect(send(a, 'game_reaction', { gameId, reaction: 'fire' })).toMatchObject({ success: false, refusal: 'muted' });
});

test('a moderator closes and reopens a game\'s chat; a socket outside the room is refused with chat_closed', () => {
  const { chat, gameId, a, b, outside, send, got } = setup();
  expect(send(outside, 'game_reaction', { gameId, reaction: 'clap' })).toMatchObject({ success: false, refusal: 'chat_closed' });
  chat.close(gameId);
  expect(got(b, '_game_chat_state_')).toEqual([{ state: 'closed', reason: 'moderator' }]);
  expect(send(a, 'game_chat_open', { gameId })).toMatchObject({ state: 'closed' });
  expect(send(a, 'game_reaction', { gameId, reaction: 'clap' })).toMatchObject({ success: false, refusal: 'chat_closed' });
  chat.reopen(gameId);
  expect(got(b, '_game_chat_state_').at(-1)).toEqual({ state: 'open' });
  expect(send(a, 'game_reaction', { gameId, reaction: 'clap' })).toEqual({ success: true });
});

test('the chat closes with game_over a while after a scheduled game ends; the room may react meanwhile', () => {
  const { clock, auto, gameId, a, b, send, got } = setup();
  auto.callNumbers(gameId, Array.from({ length: 75 }, (_, i) => i + 1));
  auto.callNext(gameId);
  expect(send(a, 'game_reaction', { gameId, reaction: 'congrats' })).toEqual({ success: true });
  clock.advance(10_000);
  expect(got(b, '_game_chat_state_')).toEqual([{ state: 'closed', reason: 'game_over' }]);
  expect(send(a, 'game_reaction', { gameId, reaction: 'clap' })).toMatchObject({ success: false, refusal: 'chat_closed' });
});

test('a manual game\'s chat works the same and closes after its end', () => {
  const { clock, manual, chat, send } = setup();
  const p = conn('m', '0911000001');
  manual.connect(p);
  chat.connect(p);
  const gameId = manual.snapshot(10)!.gameId;
  manual.handle(p, '_join_game_', { phone: p.phone, betAmount: 10, numberOfBoards: 1, boardIds: [3], hasLost: false, isActive: true, gameId });
  expect(send(p, 'game_reaction', { gameId, reaction: 'good_luck' })).toEqual({ success: true });
  manual.startNow(10);
  expect(manual.endNow(10)).toBe(true);
  clock.advance(10_000);
  expect(p.events.filter(([e]) => e === `_game_chat_state_${gameId}`).map(([, x]) => x)).toEqual([{ state: 'closed', reason: 'game_over' }]);
  clock.advance(1_000);
  expect(send(p, 'game_reaction', { gameId, reaction: 'clap' })).toMatchObject({ success: false, refusal: 'chat_closed' });
});

test('removal: by a moderator, or once two players reported a message; the room is told and the history drops it', () => {
  const { chat, gameId, a, b, send, got } = setup();
  send(b, 'game_chat_open', { gameId });
  const { messageId } = send(a, 'game_chat_message', msg(gameId, 'buy my stuff', 'cm-spam-01')) as { messageId: string };
  chat.report('0911000002', { gameId, messageId, reason: 'spam' });
  chat.report('0911000002', { gameId, messageId, reason: 'spam' });
  expect(got(b, '_game_chat_removed_')).toEqual([]);
  chat.report('0911000003', { gameId, messageId, reason: 'spam' });
  expect(got(b, '_game_chat_removed_')).toEqual([{ messageId }]);
  expect(send(b, 'game_chat_open', { gameId })!.messages).toEqual([]);
  const second = (send(a, 'game_chat_message', msg(gameId, 'hello', 'cm-hello-02')) as { messageId: string }).messageId;
  expect(chat.remove(gameId, second)).toBe(true);
  expect(chat.remove(gameId, second)).toBe(false);
});

test('a fresh world has a fresh chat: no messages, mutes or rate-limit clocks', () => {
  const { world, chat, gameId, a, send } = setup();
  send(a, 'game_chat_message', msg(gameId, 'hello', 'cm-fresh-01'));
  send(a, 'game_reaction', { gameId, reaction: 'clap' });
  chat.mute(gameId, '0911000002');
  world.reset();
  expect(chat.messages(gameId)).toEqual([]);
  expect(send(a, 'game_reaction', { gameId, reaction: 'clap' })).toEqual({ success: true });
});

test('a server without chat: every chat event answers {error: "not offered"}', () => {
  const { chat, gameId, a, send } = setup();
  chat.offered = false;
  expect(send(a, 'game_chat_open', { gameId })).toEqual({ error: 'not offered' });
  expect(send(a, 'game_reaction', { gameId, reaction: 'clap' })).toEqual({ error: 'not offered' });
  expect(send(a, 'game_chat_message', msg(gameId, 'hi', 'cm-off-001'))).toEqual({ error: 'not offered' });
  expect(send(a, 'game_reaction', { gameId, reaction: 'no-such' })).toEqual({ error: 'not offered' });
});

/** What the bots said in a scheduled game with bots, on a given seed. */
function botChatter(seed: number, bots = 2) {
  const { clock, auto, gameId, a, send, got } = setup({ bots, chat: { botEveryMs: 5_000, seed } });
  send(a, 'game_chat_open', { gameId });
  auto.startNow(gameId);
  clock.advance(60_000);
  return [...got(a, '_game_reaction_'), ...got(a, '_game_chat_message_').map((m) => ({ ...(m as object), sentAt: 'x' }))];
}

test('bots react and chat now and then during a game, the same for the same seed; bots: 0 keeps a game quiet', () => {
  const first = botChatter(5);
  expect(first.length).toBeGreaterThanOrEqual(4);
  expect(botChatter(5)).toEqual(first);
  expect(botChatter(6)).not.toEqual(first);
  expect(botChatter(5, 0)).toEqual([]);
});

test('bots congratulate the winner after a win', () => {
  const { clock, manual, chat, send } = setup({ bots: 2, chat: { botEveryMs: 600_000 } });
  const p = conn('m', '0911000001');
  manual.connect(p);
  chat.connect(p);
  const gameId = manual.snapshot(10)!.gameId;
  manual.handle(p, '_join_game_', { phone: p.phone, betAmount: 10, numberOfBoards: 1, boardIds: [3], hasLost: false, isActive: true, gameId });
  send(p, 'game_chat_open', { gameId });
  clock.advance(500_000); // the bots join within 70 % of the countdown
  manual.startNow(10);
  // calls until a bot or the player completes a board; the bots claim by themselves
  for (let i = 0; i < 75 && manual.snapshot(10)!.gameId === gameId && manual.snapshot(10)!.state === 'inProgress'; i++) {
    manual.callNext(10);
    clock.advance(1_500);
  }
  clock.advance(3_000);
  const reactions = p.events.filter(([e]) => e === `_game_reaction_${gameId}`).map(([, x]) => (x as { reaction: string }).reaction);
  expect(reactions).toContain('congrats');
  const lines = p.events.filter(([e]) => e === `_game_chat_message_${gameId}`).map(([, x]) => (x as { text: string }).text);
  expect(lines.some((t) => t.startsWith('Congratulations, '))).toBe(true);
});
