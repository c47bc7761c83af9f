import { afterEach, describe, expect, test, vi } from 'vitest';

// A fake <audio>: records what was played; `refuse` makes play() fail as a browser's autoplay rule does.
const fake = vi.hoisted(() => ({ played: [] as string[], refuse: false, created: 0 }));
class FakeAudio {
  src = '';
  preload = '';
  constructor() {
    fake.created++;
  }
  play() {
    if (fake.refuse) return Promise.reject(new DOMException('no gesture', 'NotAllowedError'));
    fake.played.push(this.src);
    return Promise.resolve();
  }
  pause() {}
}
vi.stubGlobal('Audio', FakeAudio);

const sound = await import('./sound');
const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  fake.played.length = 0;
  fake.refuse = false;
  sound.setMuted(false);
});

describe('call sounds (spec §2.9, §2.10)', () => {
  test('plays the clip of a called number through one shared audio element; no clip outside 1–75', async () => {
    sound.playCall(7);
    sound.playCall(75);
    sound.playCall(0);
    sound.playCall(76);
    await flush();
    expect(fake.played).toEqual(['/sounds/calls/7.mp3', '/sounds/calls/75.mp3']);
    expect(fake.created).toBe(1);
  });

  test('mute is remembered in local storage and silences calls', async () => {
    sound.setMuted(true);
    expect(localStorage.getItem(sound.SOUND_MUTED_KEY)).toBe('true');
    sound.playCall(7);
    await flush();
    expect(fake.played).toEqual([]);
    expect(sound.getSoundState().muted).toBe(true);
  });

  test('a blocked autoplay turns on the tap-to-enable hint; the tap plays the refused call', async () => {
    const changes = vi.fn();
    const off = sound.subscribeSound(changes);
    fake.refuse = true;
    sound.playCall(12);
    await flush();
    expect(sound.getSoundState().blocked).toBe(true);
    fake.refuse = false;
    sound.enableSound();
    await flush();
    expect(fake.played).toEqual(['/sounds/calls/12.mp3']);
    expect(sound.getSoundState().blocked).toBe(false);
    expect(changes).toHaveBeenCalled();
    off();
  });
});
