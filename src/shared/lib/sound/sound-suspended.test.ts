import { afterEach, expect, test, vi } from 'vitest';

// A browser that made the cues' AudioContext without a tap (after a reload): it starts 'suspended'
// and only a tap's resume() lets it sound.
const ctx = vi.hoisted(() => ({ state: 'suspended' as AudioContextState, tones: 0, resumed: 0 }));
class SuspendedAudioContext {
  currentTime = 0;
  destination = {};
  get state() {
    return ctx.state;
  }
  resume() {
    ctx.resumed++;
    ctx.state = 'running';
    return Promise.resolve();
  }
  createOscillator() {
    return { frequency: { value: 0 }, connect: (to: unknown) => to, start: () => ctx.tones++, stop: () => undefined };
  }
  createGain() {
    return { gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined }, connect: (to: unknown) => to };
  }
}
vi.stubGlobal('AudioContext', SuspendedAudioContext);
class SilentAudio {
  src = '';
  preload = '';
  play() {
    return Promise.resolve();
  }
  pause() {}
}
vi.stubGlobal('Audio', SilentAudio);

const sound = await import('./sound');
const flush = () => new Promise((r) => setTimeout(r, 120));

afterEach(() => localStorage.clear());

test('a suspended audio context (no tap since the reload) turns on "Sound is off — tap to turn it on"; the tap resumes it', async () => {
  sound.playOneToGoCue();
  await flush();
  expect(ctx.tones).toBe(0);
  expect(sound.getSoundState().blocked).toBe(true);
  sound.enableSound();
  expect(ctx.resumed).toBe(1);
  expect(sound.getSoundState().blocked).toBe(false);
  sound.playBingoCue();
  await flush();
  expect(ctx.tones).toBe(3);
});
