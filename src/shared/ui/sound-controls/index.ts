export { SoundControls } from './SoundControls';
