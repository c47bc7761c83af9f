import { afterEach, describe, expect, test, vi } from 'vitest';

// A fake <audio>: records what was played; `refuse` makes play() fail as a browser's autoplay rule does.
const fake = vi.hoisted(() => ({ played: [] as string[], refuse: false, broken: null as null | 'reject' | 'throw', created: 0 }));
class FakeAudio {
  src = '';
  preload = '';
  constructor() {
    fake.created++;
  }
  play() {
    if (fake.broken === 'throw') throw new Error('audio unsupported');
    if (fake.broken === 'reject') return Promise.reject(new DOMException('no decoder', 'NotSupportedError'));
    if (fake.refuse) return Promise.reject(new DOMException('no gesture', 'NotAllowedError'));
    fake.played.push(this.src);
    return Promise.resolve();
  }
  pause() {}
}
vi.stubGlobal('Audio', FakeAudio);

const sound = await import('./sound');
// past the frame and the task it posts (or the 100 ms fallback), where the clip starts
const flush = () => new Promise((r) => setTimeout(r, 120));

afterEach(() => {
  fake.played.length = 0;
  fake.refuse = false;
  fake.broken = null;
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

  test('the English voice plays the English set; the default is the Amharic set', async () => {
    sound.playCall(12, 'en');
    sound.playCall(12, 'am');
    await flush();
    expect(fake.played).toEqual(['/sounds/calls-en/12.mp3', '/sounds/calls/12.mp3']);
    expect(sound.callClipUrl(3, 'en')).toBe('/sounds/calls-en/3.mp3');
  });

  /** The browser's frames, held until the test runs them; timers are faked. */
  function holdFrames() {
    const frames: (() => void)[] = [];
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (cb: () => void) => frames.push(cb));
    return {
      frames,
      restore() {
        vi.useRealTimers();
        vi.unstubAllGlobals();
        vi.stubGlobal('Audio', FakeAudio);
      },
    };
  }

  test('a call starts its clip only after the next frame has painted, not in the task that shows it, even when the browser is idle before the frame', () => {
    const browser = holdFrames();
    // an idle period between the call's task and its frame
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => (cb(), 1));
    try {
      sound.playCall(9);
      vi.advanceTimersByTime(0);
      expect(fake.played).toEqual([]);
      expect(browser.frames).toHaveLength(1);
      // the frame runs (its paint follows it); the clip starts in the task posted from it
      browser.frames[0]();
      expect(fake.played).toEqual([]);
      vi.advanceTimersByTime(0);
      expect(fake.played).toEqual(['/sounds/calls/9.mp3']);
      vi.advanceTimersByTime(200);
      expect(fake.played).toEqual(['/sounds/calls/9.mp3']);
    } finally {
      browser.restore();
    }
  });

  test('a page that gets no frame (hidden) still plays the clip, 100 ms later', () => {
    const browser = holdFrames();
    try {
      sound.playCall(10);
      vi.advanceTimersByTime(99);
      expect(fake.played).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(fake.played).toEqual(['/sounds/calls/10.mp3']);
    } finally {
      browser.restore();
    }
  });

  test('the one-to-go and win cues make their audio only after the next frame has painted, and not when muted', () => {
    const contexts: string[] = [];
    class FakeAudioContext {
      currentTime = 0;
      destination = {};
      constructor() {
        contexts.push('context');
      }
      createOscillator() {
        const tone = { frequency: { value: 0 }, connect: (to: unknown) => to, start: () => contexts.push(`tone ${tone.frequency.value}`), stop: () => undefined };
        return tone;
      }
      createGain() {
        return { gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined }, connect: (to: unknown) => to };
      }
    }
    const browser = holdFrames();
    vi.stubGlobal('AudioContext', FakeAudioContext);
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => (cb(), 1));
    try {
      sound.playOneToGoCue();
      vi.advanceTimersByTime(0);
      expect(contexts).toEqual([]);
      browser.frames[0]();
      vi.advanceTimersByTime(0);
      expect(contexts).toEqual(['context', 'tone 660', 'tone 880']);
      sound.playOneToGoCue();
      sound.setMuted(true);
      browser.frames[1]();
      vi.advanceTimersByTime(100);
      expect(contexts).toHaveLength(3);
      // the win's fanfare on the same context, after the paint as well; nothing while muted
      sound.playWinCue();
      vi.advanceTimersByTime(100);
      expect(contexts).toHaveLength(3);
      sound.setMuted(false);
      sound.playWinCue();
      vi.advanceTimersByTime(0);
      expect(contexts).toHaveLength(3);
      browser.frames.at(-1)!();
      vi.advanceTimersByTime(0);
      expect(contexts.slice(3)).toEqual(['tone 523', 'tone 659', 'tone 784', 'tone 1047']);
    } finally {
      browser.restore();
    }
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

  test('audio that cannot play (no decoder, a throwing player) is skipped: no error, no hint', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    fake.broken = 'reject';
    expect(() => sound.playCall(20)).not.toThrow();
    fake.broken = 'throw';
    expect(() => sound.playCall(21)).not.toThrow();
    await flush();
    await flush();
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(sound.getSoundState().blocked).toBe(false);
    expect(fake.played).toEqual([]);
  });
});

describe('the browser saves data (navigator.connection.saveData)', () => {
  /** The sound module as a fresh visit loads it, with `saveData` and the stored choice given. */
  async function visit(saveData: boolean, stored: string | null) {
    if (stored === null) localStorage.removeItem(sound.SOUND_MUTED_KEY);
    else localStorage.setItem(sound.SOUND_MUTED_KEY, stored);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { connection: Object.assign(new EventTarget(), { saveData }) }));
    vi.resetModules();
    try {
      return await import('./sound');
    } finally {
      vi.unstubAllGlobals();
      vi.stubGlobal('Audio', FakeAudio);
    }
  }

  test('call sounds start muted and play nothing; the player can turn them on, and that choice is kept', async () => {
    const fresh = await visit(true, null);
    expect(fresh.getSoundState().muted).toBe(true);
    fresh.playCall(7);
    await flush();
    expect(fake.played).toEqual([]);
    fresh.setMuted(false);
    fresh.playCall(8);
    await flush();
    expect(fake.played).toEqual(['/sounds/calls/8.mp3']);
    expect((await visit(true, 'false')).getSoundState().muted).toBe(false);
  });

  test('a stored choice wins; without data saver sound starts on', async () => {
    expect((await visit(true, 'false')).getSoundState().muted).toBe(false);
    expect((await visit(false, 'true')).getSoundState().muted).toBe(true);
    expect((await visit(false, null)).getSoundState().muted).toBe(false);
  });
});

describe.each(['public/sounds/calls', 'public/sounds/calls-en'])('the committed clips (%s)', (folder) => {
  test('one small MP3 per call 1–75', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const { join } = await import('node:path');
    const dir = join(process.cwd(), folder);
    expect(readdirSync(dir).sort()).toEqual(Array.from({ length: 75 }, (_, i) => `${i + 1}.mp3`).sort());
    let total = 0;
    for (let n = 1; n <= 75; n++) {
      const bytes = readFileSync(join(dir, `${n}.mp3`));
      total += bytes.length;
      // an MPEG audio frame sync (or an ID3 tag) at the start; "a few KB each"
      expect((bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0) || bytes.subarray(0, 3).toString() === 'ID3').toBe(true);
      expect(bytes.length).toBeLessThanOrEqual(6 * 1024);
    }
    expect(total).toBeLessThanOrEqual(300 * 1024);
  });
});
