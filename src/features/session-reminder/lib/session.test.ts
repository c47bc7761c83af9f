import { describe, expect, test } from 'vitest';
import type { Transaction } from '@/shared/api';
import { parseReminderMinutes, playedFor, reminderDueAt, sessionNet, storedReminderMinutes } from './session';

const START = Date.parse('2026-11-24T08:00:00.000Z');
const row = (type: Transaction['type'], net: number, isdebit: boolean, date: string): Transaction => ({ type, date, amount: net, net_amount: net, isdebit });

describe('session reminder (responsible play)', () => {
  test('the stored choice: 30, 60, 120 or off; anything else is the default 60 minutes', () => {
    expect([parseReminderMinutes('30'), parseReminderMinutes('120'), parseReminderMinutes('off')]).toEqual([30, 120, null]);
    for (const raw of [null, undefined, '', '45', 'on', '0']) expect(parseReminderMinutes(raw)).toBe(60);
    expect([storedReminderMinutes(30), storedReminderMinutes(null)]).toEqual(['30', 'off']);
  });

  test('due the chosen minutes after the start, or after the last Keep playing; never when off', () => {
    expect(reminderDueAt(START, null, 60)).toBe(START + 3_600_000);
    expect(reminderDueAt(START, START + 3_700_000, 30)).toBe(START + 3_700_000 + 1_800_000);
    expect(reminderDueAt(START, null, null)).toBeNull();
    expect(reminderDueAt(null, null, 60)).toBeNull();
  });

  test('time played in hours and minutes', () => {
    expect(playedFor(3_600_000)).toEqual({ hours: 1, minutes: 0 });
    expect(playedFor(125 * 60_000 + 59_000)).toEqual({ hours: 2, minutes: 5 });
    expect(playedFor(-5)).toEqual({ hours: 0, minutes: 0 });
  });

  test('the net result counts play entries since the start: stakes and purchases out, wins and bonuses in', () => {
    const rows = [
      row('game_won', 16, false, '2026-11-24T08:40:00.000Z'),
      row('game_lost', 20, true, '2026-11-24T08:20:00.000Z'),
      row('cartela_purchase', 10.1, true, '2026-11-24T08:10:00.000Z'),
      row('game_bonus', 0.2, false, '2026-11-24T08:50:00.000Z'),
      // not play, or before the session
      row('deposit', 100, false, '2026-11-24T08:30:00.000Z'),
      row('transfer_out', 50, true, '2026-11-24T08:30:00.000Z'),
      row('invite', 10, false, '2026-11-24T08:30:00.000Z'),
      row('game_won', 500, false, '2026-11-24T07:59:59.000Z'),
      row('game_lost', 5, true, 'not a date'),
    ];
    expect(sessionNet(rows, START)).toBe(-13.9);
    expect(sessionNet([], START)).toBe(0);
    // a negative net_amount counts by its size, its direction from isdebit
    expect(sessionNet([row('game_lost', -20, true, '2026-11-24T08:20:00.000Z')], START)).toBe(-20);
  });
});
