import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

// The list: its blocks one under the other, 4 px apart like the rows within a block.
export const grid = style({ display: 'grid', gap: '4px', padding: 0, margin: `${vars.space.sm} 0` });
// spec §2.7: 10 columns on extra-small and large screens, 12 on small and medium — where a column can
// be a 44 px touch target. Ten need 476 px; a narrower phone gets as many 44 px columns as fit (7 at
// 360 px) rather than 30 px cells a finger misses.
// A block of whole rows of ids (the grid's columns, each block alike, 4 px apart like the rows): its
// layout and paint are contained, so a board taken or freed repaints its block and the browser reuses
// the other blocks' paint as it is. (content-visibility: auto on the ids skipped those off screen too,
// but the browser then checks all 400 against the viewport on every frame: the dearer of the two.)
export const block = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.touch}, 1fr))`,
  gap: '4px',
  contain: 'content',
  '@media': {
    '(min-width: 520px)': { gridTemplateColumns: 'repeat(10, minmax(0, 1fr))' },
    '(min-width: 600px) and (max-width: 1199px)': { gridTemplateColumns: 'repeat(12, minmax(0, 1fr))' },
  },
});
export const cell = style({
  width: '100%',
  minHeight: '44px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  fontWeight: 700,
  fontFamily: 'inherit',
  fontSize: '0.85rem',
  padding: 0,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { background: '#475569', color: '#94a3b8', cursor: 'not-allowed', textDecoration: 'line-through' },
    // the id's block clips what is painted outside it (paint containment): the focus ring goes inside
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});
export const mine = style({ selectors: { '&:disabled': { background: vars.color.primary, color: vars.color.primaryText, textDecoration: 'none' } } });
