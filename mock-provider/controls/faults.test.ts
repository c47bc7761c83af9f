import { describe, expect, test, vi } from 'vitest';
import { FaultInjector } from './faults';

describe('mock provider fault controls', () => {
  test('duplicates the next calls, emits raw payloads, drops every connection, refuses for a while', () => {
    let now = 1000;
    const faults = new FaultInjector(() => now);
    const sent: [string, unknown][] = [];
    const drop = vi.fn();
    const conn = faults.wrap({ id: 'a', phone: '0911000001', emit: (e, p) => sent.push([e, p]) }, drop);

    faults.duplicateCalls(1);
    conn.emit('_bingo_number_g1', { letter: 'B', number: 3 });
    conn.emit('_bingo_number_g1', { letter: 'B', number: 4 });
    conn.emit('_timer_update_g1', { remainingTime: 3 });
    expect(sent.map(([, p]) => (p as { number?: number }).number ?? 'timer')).toEqual([3, 3, 4, 'timer']);

    expect(faults.emitRaw('_bingo_number_g1', { number: 'x' })).toBe(1);
    expect(sent.at(-1)).toEqual(['_bingo_number_g1', { number: 'x' }]);

    faults.refuseFor(500);
    expect(faults.refusing()).toBe(true);
    now += 200;
    expect(faults.refusing()).toBe(true);
    now += 301;
    expect(faults.refusing()).toBe(false);
    // every refused attempt is recorded with its time; accepted ones are not
    expect(faults.refusedAttempts()).toEqual([1000, 1200]);

    expect(faults.dropAll()).toBe(1);
    expect(drop).toHaveBeenCalledOnce();
    expect(faults.connections()).toBe(0);
  });
});
