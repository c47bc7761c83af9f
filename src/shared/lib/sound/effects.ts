import { createEffect } from 'effector';
import { playBingoCue, playCall, playOneToGoCue, playWinCue, type CallVoice } from './sound';

/**
 * The game screens reach the speaker only through these effects, so a test swaps them with
 * `fork({ handlers })` (no module mock): `playCallFx` plays a called number's clip (1–75) in
 * `voice`, `playOneToGoCueFx` the "one to go" cue, `playBingoCueFx` the "bingo now" cue,
 * `playWinCueFx` the fanfare of the player's own win. None throws (see `playCall`, `playOneToGoCue`,
 * `playBingoCue`, `playWinCue`).
 */
export const playCallFx = createEffect(({ number, voice }: { number: number; voice: CallVoice }) => playCall(number, voice));
export const playOneToGoCueFx = createEffect(() => playOneToGoCue());
export const playBingoCueFx = createEffect(() => playBingoCue());
export const playWinCueFx = createEffect(() => playWinCue());
