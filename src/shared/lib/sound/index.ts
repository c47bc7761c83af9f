export { playCall, enableSound, setMuted, getSoundState, subscribeSound, callClipUrl, SOUND_MUTED_KEY, type SoundState } from './sound';
