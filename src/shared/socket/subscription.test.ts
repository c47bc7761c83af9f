import { allSettled, createEvent, createStore, fork, scopeBind } from 'effector';
import { expect, test } from 'vitest';
import { createSocketDouble } from '@tests/setup/socket-double';
import { createSubscription, route, subscribeFx } from './subscription';

const numberCalled = createEvent<{ number: number }>();
const timerUpdated = createEvent<number>();
const $last = createStore(0).on(numberCalled, (_, c) => c.number);
const $timer = createStore(0).on(timerUpdated, (_, s) => s);
const game = createSubscription((gameId: string) => ({
  gameId,
  routes: [route('bingoNumber', numberCalled), route('timerUpdate', timerUpdated, (p) => p.remainingTime * 10)],
}));

test('routes reach the scope that subscribed, through their map', async () => {
  const server = createSocketDouble({ unique: true });
  const scope = fork({ handlers: [[subscribeFx, server.subscribe]] });
  await allSettled(game.attached, { scope, params: 'g1' });
  server.send('bingoNumber:g1', { letter: 'B', number: 7 });
  server.send('timerUpdate:g1', { remainingTime: 3 });
  expect(scope.getState($last)).toBe(7);
  expect(scope.getState($timer)).toBe(30);
});

test('attach, detach and attach again in one go (a screen that remounts): one set of listeners, none after the last detach', async () => {
  const server = createSocketDouble({ unique: true });
  const scope = fork({ handlers: [[subscribeFx, server.subscribe]] });
  const attach = scopeBind(game.attached, { scope });
  const detach = scopeBind(game.detached, { scope });
  attach('g1');
  detach();
  attach('g2');
  await allSettled(scope);
  expect([...server.listeners.keys()].sort()).toEqual(['bingoNumber:g2', 'timerUpdate:g2']);
  detach();
  await allSettled(scope);
  expect(server.listeners.size).toBe(0);
});
