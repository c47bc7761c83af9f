import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

// 15 numbers and the letter in a row of a 328 px phone: fixed columns and rows, so the table's size
// never depends on what is called (a call changes colours and rings, never a box)
export const table = style({ width: '100%', tableLayout: 'fixed', borderCollapse: 'separate', borderSpacing: '2px', margin: 0, contain: 'layout paint' });
export const caption = style({ textAlign: 'start', fontSize: '0.8rem', color: vars.color.muted, padding: `0 0 ${vars.space.xs}` });
export const letter = style({ width: '22px', height: '24px', padding: 0, borderRadius: vars.radius.sm, color: '#fff', fontSize: '0.75rem', fontWeight: 800, textAlign: 'center' });
const cellBase = style({ height: '24px', padding: 0, borderRadius: vars.radius.sm, textAlign: 'center', fontSize: '0.7rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const cell = styleVariants({
  open: [cellBase, { background: vars.color.surface, color: vars.color.muted }],
  // lit in the letter's colour (the tone class adds the background)
  called: [cellBase, { color: '#fff' }],
  // ringed inside its box (an inset shadow: no size change)
  latest: [cellBase, { color: '#fff', boxShadow: 'inset 0 0 0 2px #facc15' }],
  // a number one of the player's boards needs to win: outlined inside its box
  oneToGo: [cellBase, { background: vars.color.surface, color: vars.color.text, outline: '2px dashed #facc15', outlineOffset: '-2px' }],
});
