import { styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** Background per column letter (spec §2.9: B red, I orange, N green, G blue, O purple). */
export const letterTone = styleVariants({
  B: { background: vars.color.letterB },
  I: { background: vars.color.letterI },
  N: { background: vars.color.letterN },
  G: { background: vars.color.letterG },
  O: { background: vars.color.letterO },
});
