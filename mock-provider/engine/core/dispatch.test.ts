import { afterEach, expect, test, vi } from 'vitest';
import { clientEvents, type ClientEventKey } from '@contracts/socket';
import { AutoGameEngine } from '../auto/engine';
import { GameChat } from '../chat/chat';
import { GameEngine } from '../manual/engine';
import { memoryStorage, World } from '../../world/world';
import { fakeClock } from './test-doubles';
import { dispatchClientEvent, type ClientHandlers, type PlayRoutes } from './dispatch';

const engines: { stop(): void }[] = [];
afterEach(() => {
  for (const e of engines.splice(0)) e.stop();
  vi.restoreAllMocks();
});

function setup() {
  const world = new World(memoryStorage());
  const clock = fakeClock();
  const manual = new GameEngine(world, { bots: 0 }, clock);
  const auto = new AutoGameEngine(world, { bots: 0 }, clock);
  const chat = new GameChat(world, [manual, auto], clock);
  engines.push(manual, auto, chat);
  const sent: [string, string, unknown][] = [];
  const conn = (play: string) => ({ id: 'c1', phone: '0911000001', emit: (event: string, payload?: unknown) => void sent.push([play, event, payload]) });
  const routes: PlayRoutes = { manual: { handlers: manual.handlers, conn: conn('manual') }, scheduled: { handlers: auto.handlers, conn: conn('scheduled') }, game: { handlers: chat.handlers, conn: conn('game') } };
  return { manual, auto, chat, routes, sent };
}

test('every client event of the contract has a handler in the engine of its play', () => {
  const { manual, auto, chat } = setup();
  const tables: Record<string, Record<string, unknown>> = { manual: manual.handlers, scheduled: auto.handlers, game: chat.handlers };
  for (const key of Object.keys(clientEvents) as ClientEventKey[]) {
    const table = tables[clientEvents[key].play]!;
    expect(table[key], key).toBeDefined();
  }
});

test('one dispatch sends each event to the engine of its play, over the connection routed for that play', () => {
  const { auto, routes, sent } = setup();
  const ack = vi.fn();
  dispatchClientEvent(routes, '_request_all_game_status', undefined);
  dispatchClientEvent(routes, 'join_auto_game', { gameId: auto.gameIds()[0], phone: '0911000001' }, ack);
  expect(sent.map(([play, event]) => [play, event])).toEqual([
    ['manual', '_all_game_status'],
    ['scheduled', `_auto_game_details_${auto.gameIds()[0]}`],
  ]);
  expect(ack).toHaveBeenCalledWith({ success: true });
});

test('a game event (either mode\'s room) goes to the chat over the connection routed for the game play', () => {
  const { auto, routes } = setup();
  const gameId = auto.gameIds()[0]!;
  const ack = vi.fn();
  dispatchClientEvent(routes, 'request_auto_boardlist', { game_id: gameId }, vi.fn());
  dispatchClientEvent(routes, 'game_chat_open', { gameId: 'no-such-game' }, ack);
  expect(ack).toHaveBeenCalledWith({ success: true, state: 'closed', messages: [] });
  dispatchClientEvent(routes, 'game_reaction', { gameId, reaction: 'clap' }, ack);
  expect(ack).toHaveBeenLastCalledWith({ success: true });
});

test('a null payload reads as absent (Socket.IO sends an undefined argument as null)', () => {
  const { routes, sent } = setup();
  dispatchClientEvent(routes, '_request_all_game_status', null);
  expect(sent.map(([, event]) => event)).toEqual(['_all_game_status']);
});

test('a payload the schema refuses gets the handler\'s refusal, or is logged and ignored', () => {
  const { routes, sent } = setup();
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const ack = vi.fn();
  dispatchClientEvent(routes, 'request_auto_boardlist', { game_id: 7 }, ack);
  expect(ack).toHaveBeenCalledWith({ status: 'error', message: 'invalid request' });
  dispatchClientEvent(routes, 'purchase_cartela', { phone: '0911000001' });
  expect(sent).toEqual([['scheduled', 'purchase_cartela_result', { success: false, message: 'Invalid purchase request.' }]]);
  dispatchClientEvent(routes, '_toggle_board_', { boardId: 'one' });
  dispatchClientEvent(routes, 'no_such_event', {});
  expect(sent).toHaveLength(1);
  expect(warn).toHaveBeenCalledTimes(4);
});

test('the type-checker asks for a handler of every client event of a play', () => {
  // @ts-expect-error releaseAutoBoards has no handler
  const missing: ClientHandlers<'scheduled'> = { requestAutoBoardlist: () => undefined, purchaseCartela: () => undefined, joinAutoGame: () => undefined };
  expect(Object.keys(missing)).toHaveLength(3);
});

test("a handler's reply is typed by its event's ack schema: a wrong shape, or a reply to an event without an ack, fails the type-check", () => {
  const replies: unknown[] = [];
  const handlers: Pick<ClientHandlers<'scheduled'>, 'requestAutoBoardlist' | 'releaseAutoBoards'> = {
    requestAutoBoardlist: (_conn, _p, reply) => {
      reply({ status: 'success', gameId: 'g1', message: 'ok' });
      // @ts-expect-error the ack's status is 'success' or 'error'
      reply({ status: 'done' });
      // @ts-expect-error the ack's gameId is a string
      reply({ status: 'success', gameId: 7 });
    },
    releaseAutoBoards: (_conn, _p, reply) => {
      // @ts-expect-error release_auto_boards has no ack
      reply({ success: true });
    },
  };
  const conn = { id: 'c1', phone: '0911000001', emit: () => undefined };
  dispatchClientEvent({ scheduled: { handlers: { ...setup().auto.handlers, ...handlers }, conn } }, 'request_auto_boardlist', { game_id: 'g1' }, (r) => replies.push(r));
  expect(replies).toHaveLength(3);
});
