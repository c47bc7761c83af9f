import { fireEvent, render, screen, within } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, test } from 'vitest';
import { recordArrival, type GameCallsRecord, type SeenCall } from '../lib/fairness';
import { CallsOfGame } from './CallsOfGame';

// 10:00:00 UTC is 13:00:00 in Addis Ababa
const T = Date.parse('2026-11-26T10:00:00.000Z');
const seenOf = (...numbers: number[]) => numbers.reduce<SeenCall[]>((acc, n, i) => recordArrival(acc, { number: n, at: T + i * 1000 }), []);
const record = (over: Partial<GameCallsRecord> = {}): GameCallsRecord => ({ gameId: 'g1', kind: 'manual', seen: seenOf(12, 47, 3), serverFinal: [12, 47, 3], endedAt: T, ...over });
const show = (r: GameCallsRecord) =>
  render(
    <Provider value={fork()}>
      <CallsOfGame record={r} />
    </Provider>,
  );

describe('Calls of this game (fairness view)', () => {
  test('a closed disclosure with the count; opened, the calls in arrival order with letter and time', () => {
    show(record());
    const toggle = screen.getByRole('button', { name: 'Calls of this game (3)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list', { name: 'Calls of this game' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const items = within(screen.getByRole('list', { name: 'Calls of this game' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['B-1213:00:00', 'G-4713:00:01', 'B-313:00:02']);
    expect(screen.getByText("The game's official list has the same 3 calls.")).toBeTruthy();
  });

  test('a call the page never got: "We saw 2 calls; the official list has 3." and the missing number', () => {
    show(record({ seen: seenOf(12, 3), players: 4, boards: 7 }));
    fireEvent.click(screen.getByRole('button', { name: 'Calls of this game (2)' }));
    expect(screen.getByText('We saw 2 calls; the official list has 3.')).toBeTruthy();
    expect(screen.getByText('Not seen on this device: G-47')).toBeTruthy();
    expect(screen.getByText('4 players · 7 boards')).toBeTruthy();
  });

  test('an extra call; no counts unless the server sent them; without a server list nothing is claimed', () => {
    const { unmount } = show(record({ seen: seenOf(12, 47, 3, 70) }));
    fireEvent.click(screen.getByRole('button', { name: 'Calls of this game (4)' }));
    expect(screen.getByText('We saw 4 calls; the official list has 3.')).toBeTruthy();
    expect(screen.queryByText(/players|boards/)).toBeNull();
    expect(screen.getByText("Not in the official list: O-70")).toBeTruthy();
    unmount();
    show(record({ serverFinal: null, players: 1, boards: 1 }));
    fireEvent.click(screen.getByRole('button', { name: 'Calls of this game (3)' }));
    expect(screen.getByText('No official list came to compare with.')).toBeTruthy();
    expect(screen.getByText('1 player · 1 board')).toBeTruthy();
  });
});
