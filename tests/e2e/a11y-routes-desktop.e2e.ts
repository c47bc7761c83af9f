import { describeAxeEveryRoute } from './a11y-flow';
import { DESKTOP } from './game-flow';

// every route and dialog, axe-checked on a desktop in the dark theme, in each text choice (a11y-flow.ts)
describeAxeEveryRoute([
  ['spec', 'desktop', 'dark', DESKTOP],
  ['am', 'desktop', 'dark', DESKTOP],
  ['en', 'desktop', 'dark', DESKTOP],
]);
