import { isSaveDataOn } from '@/shared/lib/save-data';

/**
 * Number-call sounds (spec §2.9, §2.10 "A sound plays for each called number when one exists").
 * One short clip per number 1–75 and voice: Amharic in `public/sounds/calls/<n>.mp3`, English in
 * `public/sounds/calls-en/<n>.mp3` (scripts/build/gen-sounds.ts), fetched
 * only when that number is called, never on the login page. One shared `<audio>` element, so a
 * long session does not pile up media elements. Autoplay rules: when the browser refuses to play
 * before a tap (a refused `play()`, or the cues' AudioContext left 'suspended'), the state turns
 * `blocked` and the screen shows "Sound is off — tap to turn it on"; `enableSound` (from that tap)
 * unlocks both. Mute is remembered in local storage across visits. Nothing here
 * throws: audio that cannot play is silently skipped. With the browser's data saver on
 * (`navigator.connection.saveData`) sound starts muted unless the player chose otherwise before.
 */
export interface SoundState {
  /** The player turned sound off (remembered across visits). */
  muted: boolean;
  /** The browser refused to play without a user gesture; show the tap-to-enable hint. */
  blocked: boolean;
}

export const SOUND_MUTED_KEY = 'cartela.sound.muted';
const CLIP_COUNT = 75;

/** The player's stored choice; without one, muted when the browser saves data (clips are downloads). */
function readMuted(): boolean {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(SOUND_MUTED_KEY);
  } catch {
    // storage refused: no stored choice
  }
  return stored === null ? isSaveDataOn() : stored === 'true';
}

let state: SoundState = { muted: typeof window === 'undefined' ? false : readMuted(), blocked: false };
const listeners = new Set<() => void>();
let audio: HTMLAudioElement | null = null;
let pending: { number: number; voice: CallVoice } | null = null;

function setState(next: Partial<SoundState>) {
  const merged = { ...state, ...next };
  if (merged.muted === state.muted && merged.blocked === state.blocked) return;
  state = merged;
  for (const cb of listeners) cb();
}

/** The voice a call is read in: Amharic (the spec's, also for the spec-text mode) or English. */
export type CallVoice = 'am' | 'en';

/** URL of the clip of a call in `voice`, or null when no clip exists for it. */
export function callClipUrl(number: number, voice: CallVoice = 'am'): string | null {
  if (!Number.isInteger(number) || number < 1 || number > CLIP_COUNT) return null;
  return `${import.meta.env.BASE_URL ?? '/'}sounds/${voice === 'en' ? 'calls-en' : 'calls'}/${number}.mp3`;
}

function player(): HTMLAudioElement | null {
  if (typeof Audio === 'undefined') return null;
  if (!audio) {
    audio = new Audio();
    audio.preload = 'none';
  }
  return audio;
}

function start(el: HTMLAudioElement, url: string, number: number, voice: CallVoice) {
  try {
    el.src = url;
    const played = el.play();
    // old browsers return undefined instead of a promise
    void played?.then(
      () => setState({ blocked: false }),
      (error: unknown) => {
        if (error instanceof DOMException && error.name === 'NotAllowedError') {
          pending = { number, voice };
          setState({ blocked: true });
        }
        // any other failure (missing clip, decode error, interrupted by the next call): skip it
      },
    );
  } catch {
    // audio unsupported in this browser: no sound, no error
  }
}

/**
 * Runs `task` once the browser has painted what the current task changed: in a task posted from the
 * next animation frame (after that frame's paint), or after 100 ms where no frame comes (a hidden
 * page). An idle callback is not enough: the browser may find itself idle between the call's
 * handler and the frame, and a clip started there delays the call on screen.
 */
function afterPaint(task: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    task();
  };
  const fallback = setTimeout(once, 100);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(once, 0));
}

function playNow(number: number, voice: CallVoice) {
  if (state.muted) return;
  const url = callClipUrl(number, voice);
  const el = url ? player() : null;
  if (!url || !el) return;
  start(el, url, number, voice);
}

/**
 * Plays the clip of a called number (1–75) in `voice` (the chosen language's set), once the call is
 * on screen: starting a clip costs the main thread more than showing the call, so it waits for the
 * paint (`afterPaint`, at most 100 ms). A muted player, a number without a clip, or a browser
 * without audio does nothing. Returns immediately; never throws.
 */
export function playCall(number: number, voice: CallVoice = 'am'): void {
  if (state.muted || !callClipUrl(number, voice)) return;
  afterPaint(() => playNow(number, voice));
}

/** Call from a tap (the hint's button): unlocks audio, plays the call that was refused, if any, and resumes a suspended cue context. */
export function enableSound(): void {
  setState({ blocked: false, muted: false });
  try {
    localStorage.setItem(SOUND_MUTED_KEY, 'false');
  } catch {
    // not remembered; still on for this visit
  }
  const last = pending;
  pending = null;
  // at once, inside the tap: some browsers allow play() and resume() only there
  if (last !== null) playNow(last.number, last.voice);
  if (cueContext?.state === 'suspended') {
    try {
      void cueContext.resume().catch(() => undefined);
    } catch {
      // an old context without resume(): the cues stay silent
    }
  }
}

let cueContext: AudioContext | null = null;

/**
 * The "one to go" cue (play aid): two short rising tones (660 Hz then 880 Hz, 120 ms each), drawn
 * with Web Audio so no clip is downloaded. Silent when muted, when the browser has no Web Audio or
 * has not allowed sound yet. Like a call's clip, it starts once the screen has painted (`afterPaint`,
 * at most 100 ms later): making the audio context and its tones costs the main thread more
 * than showing the call that brought the board to one number to go.
 */
export function playOneToGoCue(): void {
  if (state.muted || typeof window === 'undefined' || typeof window.AudioContext !== 'function') return;
  afterPaint(playCueNow);
}

function playCueNow() {
  playTones([660, 880], 0.12);
}

/** Plays `frequencies` one after the other, `seconds` each (a short gap between), on the shared context. */
function playTones(frequencies: number[], seconds: number) {
  if (state.muted) return;
  try {
    cueContext ??= new window.AudioContext();
    // a context made without a tap (after a reload) starts suspended: say so, and play nothing that
    // would sound late once it is resumed
    if (cueContext.state === 'suspended') {
      setState({ blocked: true });
      return;
    }
    const start = cueContext.currentTime;
    const step = seconds + 0.02;
    for (const [i, frequency] of frequencies.entries()) {
      const tone = cueContext.createOscillator();
      const gain = cueContext.createGain();
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.15, start + i * step);
      gain.gain.exponentialRampToValueAtTime(0.001, start + i * step + seconds);
      tone.connect(gain).connect(cueContext.destination);
      tone.start(start + i * step);
      tone.stop(start + i * step + seconds);
    }
  } catch {
    // a browser that refuses audio: the visual cue is enough
  }
}

/**
 * The "bingo now" cue (a board completed its pattern on this call): three quick rising tones
 * (660, 880, 1320 Hz, 110 ms each) drawn with Web Audio, after the paint like the other cues. Silent
 * when muted, without Web Audio or before the browser allowed sound; never throws.
 */
export function playBingoCue(): void {
  if (state.muted || typeof window === 'undefined' || typeof window.AudioContext !== 'function') return;
  afterPaint(() => playTones([660, 880, 1320], 0.11));
}

/**
 * The "you won" cue, with the winner modal of the player's own win: a short rising fanfare (C5, E5,
 * G5, C6 at 523, 659, 784 and 1047 Hz, 140 ms each) drawn with Web Audio, after the paint like the
 * other cues. Silent when muted, without Web Audio or before the browser allowed sound; never throws.
 */
export function playWinCue(): void {
  if (state.muted || typeof window === 'undefined' || typeof window.AudioContext !== 'function') return;
  afterPaint(() => playTones([523, 659, 784, 1047], 0.14));
}

/** Turns sound off or on and remembers the choice (local storage `cartela.sound.muted`). */
export function setMuted(muted: boolean): void {
  try {
    localStorage.setItem(SOUND_MUTED_KEY, String(muted));
  } catch {
    // not remembered; still applied for this visit
  }
  if (muted) audio?.pause();
  setState({ muted, blocked: muted ? false : state.blocked });
}

/** The current sound state (for `useSyncExternalStore`). */
export function getSoundState(): SoundState {
  return state;
}

/** Subscribes to sound state changes; returns the unsubscribe function. */
export function subscribeSound(cb: () => void): () => void {
  listeners.add(cb);
  return () => listeners.delete(cb);
}
