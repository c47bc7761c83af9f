export { vars } from './theme.css';
export { letterTone } from './letters.css';
export { wordmark } from './brand.css';
export { tones } from './tones.css';
