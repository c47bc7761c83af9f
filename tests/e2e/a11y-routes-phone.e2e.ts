import { describeAxeEveryRoute } from './a11y-flow';
import { MOBILE } from './game-flow';

// every route and dialog, axe-checked on a phone in the dark theme, in each text choice (a11y-flow.ts)
describeAxeEveryRoute([
  ['spec', 'phone', 'dark', MOBILE],
  ['am', 'phone', 'dark', MOBILE],
  ['en', 'phone', 'dark', MOBILE],
]);
