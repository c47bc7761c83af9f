import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { createSocketDouble, type Emitted } from '@tests/setup/socket-double';
import { $connectionStatus } from '@/entities/connection';
import { $limits, $limitsSource, breakConfirmed, clockFx, fetchLimitsFx, readDeviceFx, watchLimitsFx, writeDeviceLimitsFx } from '@/entities/responsible-play';
import { $user } from '@/entities/session';
import { $lines, $offered, $panelOpen, $reactions, ChatGate, panelToggled } from './chat';
import { $draft, $notice, draftChanged, messageSubmitted, newMessageIdFx, reactionClicked } from './send';
import { $available, nowFx } from './visibility';
import { $announce, $announcement, $cheers, $shownLines, $unread, announceToggled, muteAllToggled, playerMuted, reportAsked, reportFx, reportReasonChosen, winnerKnown } from './moderation';

/**
 * The social layer's model against the socket double (proposed chat contract): what is sent when,
 * how the server's answers read, and what the player sees. The acks are played per client event.
 */
const socket = createSocketDouble({ unique: true });
const acks: Record<string, unknown | Error> = {};
const reports: unknown[] = [];
const NOW = Date.parse('2026-11-29T12:00:00.000Z');
const line = (id: string, fromId: string, from: string, text: string, clientMessageId?: string) => ({ messageId: id, fromId, from, text, sentAt: '2026-11-29T12:00:00.000Z', ...(clientMessageId ? { clientMessageId } : {}) });
let report: (p: unknown) => Promise<unknown> = async () => ({});

// other tabs are not heard unless a test listens for them (`handlers` without this one)
const deaf: [unknown, unknown] = [watchLimitsFx, () => () => undefined];

function setup(values: [unknown, unknown][] = [], handlers: [unknown, unknown][] = [deaf]) {
  socket.fakes.emitWithAck = async ({ key, payload }: Emitted) => {
    socket.emitted.push({ key, payload });
    const ack = acks[key];
    if (ack instanceof Error) throw ack;
    return ack;
  };
  let n = 0;
  return fork({
    values: [[$user, { username: 'kebede', phone: '0911000002', verified: true }], [$connectionStatus, 'connected'], [$limitsSource, 'device'], ...values] as never,
    handlers: [...socket.handlers(), [nowFx, () => NOW], [newMessageIdFx, () => `client-id-${++n}`], [reportFx, (p: unknown) => (reports.push(p), report(p))], ...handlers] as never,
  });
}
const server = (name: string, payload: unknown) => socket.send(`${name}:g1`, payload);
const open = async (scope: ReturnType<typeof fork>) => allSettled(ChatGate.open, { scope, params: { gameId: 'g1' } });

beforeEach(() => {
  socket.reset();
  for (const k of Object.keys(acks)) delete acks[k];
  acks.chatOpen = { success: true, state: 'open', messages: [line('m1', 'p9', 'Abebe', 'Selam!')] };
  acks.sendReaction = { success: true };
  acks.sendChatMessage = { success: true, messageId: 'm2' };
  reports.length = 0;
  report = async () => ({});
});

describe('game chat: listening and opening', () => {
  test('the screen listens to the four chat events and sends nothing until the panel is first opened', async () => {
    const scope = setup();
    await open(scope);
    expect([...socket.listeners.keys()].sort()).toEqual(['gameChatMessage:g1', 'gameChatRemoved:g1', 'gameChatState:g1', 'gameReaction:g1']);
    expect(socket.emitted).toEqual([]);
    await allSettled(panelToggled, { scope });
    expect(socket.emittedOf('chatOpen')).toEqual([{ gameId: 'g1' }]);
    expect(scope.getState($lines).map((l) => l.text)).toEqual(['Selam!']);
    // collapsing and opening again asks nothing more
    await allSettled(panelToggled, { scope });
    await allSettled(panelToggled, { scope });
    expect(socket.emittedOf('chatOpen')).toHaveLength(1);
    // leaving tells the server to stop the messages and removes the listeners
    await allSettled(ChatGate.close, { scope, params: { gameId: 'g1' } });
    expect(socket.emittedOf('chatClose')).toEqual([{ gameId: 'g1' }]);
    expect(socket.listeners.size).toBe(0);
  });

  test('an {error} ack or no ack in time means the server offers no chat: everything is hidden', async () => {
    acks.chatOpen = { error: 'not offered' };
    const scope = setup();
    await open(scope);
    expect(scope.getState($available)).toBe(true);
    await allSettled(panelToggled, { scope });
    expect(scope.getState($offered)).toBe(false);
    expect(scope.getState($available)).toBe(false);

    acks.sendReaction = new Error('operation has timed out');
    const other = setup();
    await open(other);
    await allSettled(reactionClicked, { scope: other, params: 'clap' });
    expect(other.getState($available)).toBe(false);
  });

  test('hidden during a responsible-play break and when turned off on the limits page', async () => {
    const onBreak = setup([[$limits, { dailyDeposit: null, dailyStake: null, breakUntil: NOW + 60_000 }]]);
    await open(onBreak);
    expect(onBreak.getState($available)).toBe(false);
    const ended = setup([[$limits, { dailyDeposit: null, dailyStake: null, breakUntil: NOW - 1 }]]);
    await open(ended);
    expect(ended.getState($available)).toBe(true);
    const off = setup([[$limits, { dailyDeposit: null, dailyStake: null, breakUntil: null, chatOff: true }]]);
    await open(off);
    expect(off.getState($available)).toBe(false);
    await allSettled(reactionClicked, { scope: off, params: 'clap' });
    expect(socket.emittedOf('sendReaction')).toEqual([]);
  });
});

describe('game chat: a break taken while the game screen is open', () => {
  test('a break taken in another tab of this device hides reactions and chat at once, and stops the chat on the server', async () => {
    // the device's copy of the limits, shared by the two tabs; no server keeps limits (501)
    let device: unknown = { dailyDeposit: null, dailyStake: null, breakUntil: null };
    const noServer = () => Promise.reject(Object.assign(new Error('not implemented'), { status: 501 }));
    const deviceIo: [unknown, unknown][] = [
      [readDeviceFx, () => ({ limits: device, totals: null })],
      [fetchLimitsFx, noServer],
      [writeDeviceLimitsFx, (limits: unknown) => void (device = limits)],
    ];
    const game = setup([], deviceIo);
    await open(game);
    await allSettled(panelToggled, { scope: game });
    expect(game.getState($available)).toBe(true);

    // the limits page in another tab of the same device: a 24-hour break
    const limitsTab = fork({ values: [[$limitsSource, 'device']] as never, handlers: [...deviceIo, [clockFx, () => NOW + 1000]] as never });
    await allSettled(breakConfirmed, { scope: limitsTab, params: '24h' });
    expect(limitsTab.getState($limits).breakUntil).toBe(NOW + 1000 + 24 * 3_600_000);

    await vi.waitFor(() => expect(game.getState($available)).toBe(false));
    await vi.waitFor(() => expect(socket.emittedOf('chatClose')).toEqual([{ gameId: 'g1' }]));
    await allSettled(ChatGate.close, { scope: game, params: { gameId: 'g1' } });
  });
});

describe('game chat: reactions and messages', () => {
  test('a reaction is sent in one tap; received ones are shown (an unknown id is ignored)', async () => {
    const scope = setup();
    await open(scope);
    await allSettled(reactionClicked, { scope, params: 'good_luck' });
    expect(socket.emittedOf('sendReaction')).toEqual([{ gameId: 'g1', reaction: 'good_luck' }]);
    server('gameReaction', { reaction: 'fire', fromId: 'p9', from: 'Abebe' });
    server('gameReaction', { reaction: 'dance', fromId: 'p9', from: 'Abebe' });
    expect(scope.getState($reactions).map((r) => r.reaction)).toEqual(['fire']);
    expect(scope.getState($announcement)?.()).toBe('Abebe: Fire');
  });

  test('refusals are said in the player\'s words: rate limit with its seconds, blocked word, closed', async () => {
    acks.sendReaction = { success: false, refusal: 'rate_limited', retryAfter: 3 };
    const scope = setup();
    await open(scope);
    await allSettled(reactionClicked, { scope, params: 'clap' });
    expect(scope.getState($notice)?.()).toBe('Slow down — try again in 3 s.');
    expect(scope.getState($available)).toBe(true);

    acks.sendChatMessage = { success: false, refusal: 'blocked_word' };
    await allSettled(panelToggled, { scope });
    await allSettled(draftChanged, { scope, params: 'bad word' });
    await allSettled(messageSubmitted, { scope });
    expect(scope.getState($notice)?.()).toBe("That message has a word we don't allow. Please change it.");
    // a refused message keeps its text to edit
    expect(scope.getState($draft)).toBe('bad word');

    server('gameChatState', { state: 'closed', reason: 'game_over' });
    socket.emitted.length = 0;
    await allSettled(reactionClicked, { scope, params: 'clap' });
    expect(socket.emitted).toEqual([]);
    expect(scope.getState($notice)?.()).toBe('The chat of this game is closed.');
  });

  test('nothing is sent without a connection', async () => {
    const scope = setup([[$connectionStatus, 'disconnected']]);
    await open(scope);
    await allSettled(reactionClicked, { scope, params: 'clap' });
    expect(socket.emitted).toEqual([]);
    expect(scope.getState($notice)?.()).toBe('No connection. Not sent.');
  });

  test('a message is sent trimmed with a client id; posted, the composer empties and its broadcast is the player\'s own', async () => {
    const scope = setup();
    await open(scope);
    await allSettled(panelToggled, { scope });
    await allSettled(draftChanged, { scope, params: '  Good game all  ' });
    await allSettled(messageSubmitted, { scope });
    expect(socket.emittedOf('sendChatMessage')).toEqual([{ gameId: 'g1', text: 'Good game all', clientMessageId: 'client-id-1' }]);
    expect(scope.getState($draft)).toBe('');
    await allSettled(panelToggled, { scope });
    server('gameChatMessage', line('m2', 'p2', 'kebede', 'Good game all', 'client-id-1'));
    // the player's own message is not unread
    expect(scope.getState($unread)).toBe(0);
    server('gameChatMessage', line('m3', 'p9', 'Abebe', 'Thanks!'));
    expect(scope.getState($unread)).toBe(1);
    expect(scope.getState($announcement)?.()).toBe('Abebe: Thanks!');
    await allSettled(panelToggled, { scope });
    expect(scope.getState($unread)).toBe(0);
    expect(scope.getState($panelOpen)).toBe(true);
  });
});

describe('game chat: moderation by the player', () => {
  test('muting a player hides their messages and reactions; muting the chat hides every other player', async () => {
    const scope = setup();
    await open(scope);
    await allSettled(panelToggled, { scope });
    server('gameChatMessage', line('m3', 'p7', 'Troll', 'spam spam'));
    server('gameChatMessage', line('m4', 'p2', 'kebede', 'mine'));
    await allSettled(playerMuted, { scope, params: 'p7' });
    expect(scope.getState($shownLines).map((l) => l.messageId)).toEqual(['m1', 'm4']);
    await allSettled(muteAllToggled, { scope });
    expect(scope.getState($shownLines).map((l) => l.messageId)).toEqual(['m4']);
  });

  test('a report hides the message at once and says when the server offers no reporting', async () => {
    report = async () => 'unavailable';
    const scope = setup();
    await open(scope);
    await allSettled(panelToggled, { scope });
    await allSettled(reportAsked, { scope, params: scope.getState($lines)[0]! });
    await allSettled(reportReasonChosen, { scope, params: 'abuse' });
    expect(reports).toEqual([{ gameId: 'g1', messageId: 'm1', reason: 'abuse' }]);
    expect(scope.getState($shownLines)).toEqual([]);
    expect(scope.getState($notice)?.()).toBe('Reporting is not available here. The message is hidden for you.');
  });

  test('a moderator\'s removal takes the message off', async () => {
    const scope = setup();
    await open(scope);
    await allSettled(panelToggled, { scope });
    server('gameChatRemoved', { messageId: 'm1' });
    expect(scope.getState($shownLines)).toEqual([]);
  });

  test('after a win, other players\' congratulations are gathered (not the player\'s own)', async () => {
    const scope = setup();
    await open(scope);
    server('gameReaction', { reaction: 'congrats', fromId: 'p9', from: 'Abebe' });
    expect(scope.getState($cheers)).toEqual([]);
    await allSettled(winnerKnown, { scope, params: { name: 'Almaz', own: false } });
    server('gameReaction', { reaction: 'congrats', fromId: 'p9', from: 'Abebe' });
    server('gameReaction', { reaction: 'congrats', fromId: 'p9', from: 'Abebe' });
    server('gameReaction', { reaction: 'congrats', fromId: 'p2', from: 'kebede' });
    server('gameReaction', { reaction: 'clap', fromId: 'p5', from: 'Sara' });
    expect(scope.getState($cheers)).toEqual(['Abebe', 'Sara']);
  });

  test('announcements can be silenced', async () => {
    const scope = setup();
    await open(scope);
    await allSettled(announceToggled, { scope });
    expect(scope.getState($announce)).toBe(false);
  });
});
