import { describeAxeEveryRoute } from './a11y-flow';
import { DESKTOP, MOBILE } from './game-flow';

// every route and dialog, axe-checked in the light theme (a11y-flow.ts): on a phone in each text
// choice, and on a desktop in English (the palette is the same in every language; the layout is not)
describeAxeEveryRoute([
  ['spec', 'phone', 'light', MOBILE],
  ['am', 'phone', 'light', MOBILE],
  ['en', 'phone', 'light', MOBILE],
  ['en', 'desktop', 'light', DESKTOP],
]);
