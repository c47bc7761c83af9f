import { describe, expect, test } from 'vitest';
import { addGameRecord, compareCalls, distinctCalls, keepGame, MAX_GAMES_PER_PLAYER, parseStoredGameCalls, recordArrival, type GameCallsRecord, type SeenCall } from './fairness';

const T = Date.parse('2026-11-26T10:00:00.000Z');
const seenOf = (...numbers: number[]) => numbers.reduce<SeenCall[]>((acc, n, i) => recordArrival(acc, { number: n, at: T + i * 1000 }), []);
const game = (gameId: string, over: Partial<GameCallsRecord> = {}): GameCallsRecord => ({ gameId, kind: 'manual', seen: seenOf(5), serverFinal: [5], endedAt: T, ...over });

describe('fairness view: calls as they arrived', () => {
  test('each call keeps its number, its letter from the number and its arrival time, in arrival order', () => {
    expect(seenOf(70, 5, 33)).toEqual([
      { number: 70, letter: 'O', at: T },
      { number: 5, letter: 'B', at: T + 1000 },
      { number: 33, letter: 'N', at: T + 2000 },
    ]);
    expect(seenOf(15, 16, 30, 31, 45, 46, 60, 61, 75).map((s) => s.letter).join('')).toBe('BIINNGGOO');
  });

  test('a number delivered twice keeps its first arrival', () => {
    const seen = recordArrival(seenOf(7, 22), { number: 7, at: T + 9000 });
    expect(seen.map((s) => [s.number, s.at])).toEqual([
      [7, T],
      [22, T + 1000],
    ]);
  });

  test('0 (the free centre) and values outside 1–75 are never calls', () => {
    const seen = seenOf(3);
    for (const n of [0, -1, 76, 7.5, Number.NaN]) expect(recordArrival(seen, { number: n, at: T })).toBe(seen);
  });
});

describe('fairness view: the calls seen against the server final list', () => {
  test('the same calls, in any order: match', () => {
    expect(compareCalls(seenOf(1, 2, 3), [1, 2, 3])).toEqual({ kind: 'match' });
    expect(compareCalls(seenOf(3, 1, 2), [1, 2, 3])).toEqual({ kind: 'match' });
    expect(compareCalls([], [])).toEqual({ kind: 'match' });
  });

  test('a call the server reports but the device never saw is missing (a gap)', () => {
    expect(compareCalls(seenOf(1, 3), [1, 2, 3, 4])).toEqual({ kind: 'differ', missing: [2, 4], extra: [] });
  });

  test('a call seen that the server does not report is extra', () => {
    expect(compareCalls(seenOf(1, 9, 2), [1, 2])).toEqual({ kind: 'differ', missing: [], extra: [9] });
    expect(compareCalls(seenOf(1, 9), [1, 2])).toEqual({ kind: 'differ', missing: [2], extra: [9] });
  });

  test('repeats and 0 in the server list are not calls', () => {
    expect(compareCalls(seenOf(1, 2), [1, 0, 2, 2, 1])).toEqual({ kind: 'match' });
    expect(distinctCalls([4, 0, 4, 80, 5])).toEqual([4, 5]);
  });

  test('no server list (null or absent): unknown, never a mismatch', () => {
    expect(compareCalls(seenOf(1), null)).toEqual({ kind: 'unknown' });
    expect(compareCalls(seenOf(1), undefined)).toEqual({ kind: 'unknown' });
  });
});

describe('fairness view: the games kept on the device', () => {
  test('at most the last 50 games per player, the newest last', () => {
    let records: GameCallsRecord[] = [];
    for (let i = 1; i <= MAX_GAMES_PER_PLAYER + 5; i++) records = keepGame(records, game(`g${i}`));
    expect(records).toHaveLength(50);
    expect(records[0].gameId).toBe('g6');
    expect(records.at(-1)!.gameId).toBe('g55');
  });

  test('the same game recorded again replaces the first record; a scheduled game of the same id is another game', () => {
    let records = keepGame([game('g1'), game('g2')], game('g1', { serverFinal: [5, 6] }));
    expect(records.map((r) => r.gameId)).toEqual(['g2', 'g1']);
    expect(records[1].serverFinal).toEqual([5, 6]);
    records = keepGame(records, game('g1', { kind: 'scheduled' }));
    expect(records).toHaveLength(3);
  });

  test('each player has their own records', () => {
    let stored = addGameRecord({}, '0911000001', game('g1'));
    stored = addGameRecord(stored, '0911000002', game('g2'));
    expect(stored['0911000001'].map((r) => r.gameId)).toEqual(['g1']);
    expect(stored['0911000002'].map((r) => r.gameId)).toEqual(['g2']);
  });

  test('stored text reads back; unreadable text or records of the wrong shape are left out', () => {
    const stored = addGameRecord({}, '0911000001', game('g1', { players: 3, boards: 5 }));
    expect(parseStoredGameCalls(JSON.stringify(stored))).toEqual(stored);
    expect(parseStoredGameCalls(null)).toEqual({});
    expect(parseStoredGameCalls('{not json')).toEqual({});
    expect(parseStoredGameCalls('[1]')).toEqual({});
    const odd = { '0911000001': [{ gameId: 'g1' }, { ...game('g2'), serverFinal: null, players: null, seen: [{ number: 0, at: T }, { number: 8, at: T }] }] };
    expect(parseStoredGameCalls(JSON.stringify(odd))).toEqual({ '0911000001': [{ gameId: 'g2', kind: 'manual', seen: [{ number: 8, letter: 'B', at: T }], serverFinal: null, endedAt: T }] });
  });
});
