import { style } from '@vanilla-extract/css';
import { tones, vars } from '@/shared/ui/theme';

export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
  // a call restyles a cell of a card: its layout and paint stay inside the card, not the whole page
  contain: 'layout paint',
});
export const head = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: vars.space.xs, gap: vars.space.xs });
export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: '3px' });
// rows exist for assistive technology; their cells lay out in the card's 5-column grid
export const row = style({ display: 'contents' });
export const letterBase = style({ textAlign: 'center', fontWeight: 800, borderRadius: vars.radius.sm, padding: '2px 0', color: '#fff' });
// a finger marks these: at least 44 px high (and 44 px wide from 360 px up, boards stacked on phones)
export const cell = style({
  minHeight: vars.touch,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  fontWeight: 700,
  fontSize: '1rem',
  padding: 0,
  fontFamily: 'inherit',
  position: 'relative',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${tones.focus}`, outlineOffset: '2px', zIndex: 1 },
    '&[aria-disabled="true"]': { cursor: 'default' },
  },
});
// each state has a shape as well as a colour: called numbers are underlined, marks carry a tick,
// winning cells a star and the heaviest weight
const corner = { position: 'absolute', top: '1px', right: '3px', fontSize: '0.7rem', lineHeight: 1 } as const;
export const marked = style({ background: vars.color.primary, color: vars.color.primaryText, fontWeight: 800, selectors: { '&::after': { ...corner, content: '"✓"' } } });
// a darker red than the strip's: the number on the pale cell keeps a 4.5:1 contrast
export const called = style({ color: '#b91c1c', background: '#fee2e2', textDecoration: 'underline', textDecorationThickness: '2px', textUnderlineOffset: '3px' });
// called and not marked yet on a board in play: an invitation to tap, not an error — a calm blue with
// a dashed frame (the underline stays the shape cue); the red of `called` is for finished boards
export const callable = style({ color: '#0c4a6e', background: '#e0f2fe', border: '2px dashed #0369a1', textDecoration: 'underline', textDecorationThickness: '2px', textUnderlineOffset: '3px' });
export const winning = style({ color: '#fff', background: vars.color.winning, fontWeight: 900, selectors: { '&::after': { ...corner, content: '"★"' } } });
// the one look of the free centre on every board: the word FREE, small enough for a phone's two boards a row
export const free = style({ background: vars.color.warning, color: tones.onWarning, fontSize: '0.75rem', fontWeight: 800, letterSpacing: '0.02em' });
export const freeMarked = style({ selectors: { '&::after': { ...corner, content: '"✓"' } } });
