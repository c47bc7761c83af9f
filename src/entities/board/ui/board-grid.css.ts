import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

// spec §2.7: 10 columns on extra-small and large screens, 12 on small and medium — where a column can
// be a 44 px touch target. Ten need 476 px; a narrower phone gets as many 44 px columns as fit (7 at
// 360 px) rather than 30 px cells a finger misses.
export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.touch}, 1fr))`,
  gap: '4px',
  padding: 0,
  margin: `${vars.space.sm} 0`,
  listStyle: 'none',
  '@media': {
    '(min-width: 520px)': { gridTemplateColumns: 'repeat(10, minmax(0, 1fr))' },
    '(min-width: 600px) and (max-width: 1199px)': { gridTemplateColumns: 'repeat(12, minmax(0, 1fr))' },
  },
});
// 400 boards: each id is laid out and painted on its own, so a board taken or freed repaints that id and
// the browser reuses the other ids' paint as it is. (content-visibility: auto skipped the ids off screen
// too, but the browser then checks all 400 against the viewport on every frame: the dearer of the two.)
export const item = style({ contain: 'content' });
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
    // the id's item clips what is painted outside it (paint containment): the focus ring goes inside
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});
export const mine = style({ selectors: { '&:disabled': { background: vars.color.primary, color: vars.color.primaryText, textDecoration: 'none' } } });
