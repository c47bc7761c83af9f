export { playCall, playOneToGoCue, playBingoCue, playWinCue, enableSound, setMuted, getSoundState, subscribeSound, callClipUrl, SOUND_MUTED_KEY, type CallVoice, type SoundState } from './sound';
export { playCallFx, playOneToGoCueFx, playBingoCueFx, playWinCueFx } from './effects';
