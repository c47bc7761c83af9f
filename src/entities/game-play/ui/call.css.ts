import { style } from '@vanilla-extract/css';
import { tones, vars } from '@/shared/ui/theme';

// The tiles in one row where they fit (at least 90 px each); four on a phone too narrow for a row of
// them (a scheduled game before its start: countdown, calls, stake, prize) make two rows of two, not
// three and a lone one.
export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(90px, 1fr))',
  gap: vars.space.sm,
  margin: `${vars.space.sm} 0`,
  '@media': { 'screen and (max-width: 419px)': { selectors: { '&:has(> :nth-child(4):last-child)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } } },
});
// a query container: its value's size follows the tile's width (`cqi`), not the other way round
export const tile = style({ background: vars.color.surface, borderRadius: vars.radius.md, padding: `${vars.space.sm} ${vars.space.xs}`, textAlign: 'center', contain: 'layout', containerType: 'inline-size', minWidth: 0 });
// a tile that keeps its place before its value may be shown
export const tileHeld = style({ visibility: 'hidden' });
export const tileLabel = style({ display: 'block', fontSize: '0.8rem', color: vars.color.muted });
// an amount never wraps ("16.00 ETB" on one line at 320 px): the longer the value, the smaller its
// type within the tile's width (about 0.6 em a character), never above the type scale's 1.3rem
export const tileValue = style({ display: 'block', fontSize: 'min(1.3rem, 17cqi)', fontWeight: 800, whiteSpace: 'nowrap' });
export const tileValueLong = style({ fontSize: 'min(1.3rem, 13.5cqi)' });
export const tileValueLonger = style({ fontSize: 'min(1.3rem, 11cqi)' });
// the count of calls: it changes with every call and always fits one line, so it is one line high and
// size-contained (its new text is laid out inside it, not the page)
// (two digits at most: the full 1.3rem)
export const tileValueFixed = style([tileValue, { fontSize: '1.3rem', height: '1.4em', lineHeight: 1.4, contain: 'strict' }]);
// one row at the height of the latest ball, from the first call to the last: a call never moves
// what is below the strip, and its layout and paint stay inside it (size containment: the strip's
// size never depends on its balls). Five balls (64 + 4 × 44 px and the gaps, 256 px) fit a 320 px phone.
export const strip = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center', padding: `${vars.space.xs} 0`, margin: 0, listStyle: 'none', height: '72px', contain: 'strict', flexWrap: 'nowrap', overflow: 'hidden' });
// 44 px: the minimum touch target of the house style (the spec gives no ball size)
export const ball = style({ minWidth: '44px', height: '44px', borderRadius: '50%', display: 'flex', alignItems: 'center', justifyContent: 'center', fontWeight: 800, color: '#fff', fontSize: '0.8rem', flexShrink: 0 });
export const latest = style({ minWidth: '64px', height: '64px', fontSize: '1.1rem' });
const actionBarBase = style({ display: 'flex', gap: vars.space.sm, marginTop: vars.space.md });
export const actionBar = style([actionBarBase]);
// the play bar: the latest call and the mode's claim buttons (or its one action), kept at the bottom
// of the screen while the boards scroll; the safe area keeps it above a phone's home indicator
export const playBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 5,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.md,
  padding: `${vars.space.sm} 0 calc(${vars.space.sm} + env(safe-area-inset-bottom, 0px))`,
  background: vars.color.bg,
  borderTop: `1px solid ${vars.color.border}`,
});
// the bar's latest call: a ball of the strip's smaller size, its place kept before the first call
export const barBall = style([ball, { contain: 'strict', width: '44px', fontSize: '0.75rem' }]);
export const barBallEmpty = style({ background: vars.color.surfaceAlt });

export const autoMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.touch,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: '1rem',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${tones.focus}`, outlineOffset: '2px' } },
});
// the track shows the state: a knob on the left (off) or, on a green track, on the right (on)
export const autoMarkTrack = style({
  position: 'relative',
  width: '40px',
  height: '22px',
  borderRadius: vars.radius.full,
  background: vars.color.idle,
  selectors: {
    '&::after': { content: '""', position: 'absolute', top: '3px', left: '3px', width: '16px', height: '16px', borderRadius: '50%', background: '#f8fafc' },
    '&[data-on]': { background: '#15803d' },
    '&[data-on]::after': { left: '21px' },
  },
});
export const aidsRow = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm });
