import { act, renderHook } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { playOneToGoCueFx } from '@/shared/lib/sound';
import { useOneToGoCue } from './one-to-go';

// the cue reaches the speaker through its effect: the screen's scope swaps it (no module mock)
const sound = { playOneToGoCue: vi.fn() };
const scope = fork({ handlers: [[playOneToGoCueFx, sound.playOneToGoCue]] });
const wrapper = ({ children }: { children: ReactNode }) => <Provider value={scope}>{children}</Provider>;

afterEach(() => {
  vi.useRealTimers();
  sound.playOneToGoCue.mockClear();
});

const aids = (entries: [number, number | null][]) => new Map(entries.map(([id, toGo]) => [id, { toGo }]));

describe('the one-to-go cue (play aid)', () => {
  test('once per board per game: the sound plays and the board cues for 2 s; a later 1 to go of the same board does not cue again', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ toGo, game }) => useOneToGoCue(toGo, game), { initialProps: { toGo: aids([[3, 2], [4, 3]]), game: 'g1' }, wrapper });
    expect(result.current.size).toBe(0);
    rerender({ toGo: aids([[3, 1], [4, 3]]), game: 'g1' });
    expect([...result.current]).toEqual([3]);
    expect(sound.playOneToGoCue).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.size).toBe(0);
    // another call: board 3 still one to go, board 4 reaches it
    rerender({ toGo: aids([[3, 1], [4, 1]]), game: 'g1' });
    expect([...result.current]).toEqual([4]);
    expect(sound.playOneToGoCue).toHaveBeenCalledTimes(2);
    rerender({ toGo: aids([[3, 1], [4, 1]]), game: 'g1' });
    expect(sound.playOneToGoCue).toHaveBeenCalledTimes(2);
  });

  test('a new game cues again; unknown boards never cue', () => {
    const { result, rerender } = renderHook(({ toGo, game }) => useOneToGoCue(toGo, game), { initialProps: { toGo: aids([[3, 1]]), game: 'g1' }, wrapper });
    expect([...result.current]).toEqual([3]);
    rerender({ toGo: aids([[3, 1], [5, null]]), game: 'g2' });
    expect([...result.current]).toEqual([3]);
    expect(sound.playOneToGoCue).toHaveBeenCalledTimes(2);
  });
});
