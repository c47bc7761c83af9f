import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

// The six stakes in whole rows on every screen: 2 × 3 on a phone, 3 × 2 from a small tablet, one row of
// six on a wide screen; columns the count divides, so no row is left with a lone card.
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    'screen and (min-width: 600px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    'screen and (min-width: 1200px)': { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
  gap: vars.space.md,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});
export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  borderTop: '6px solid',
});
export const status = styleVariants({
  waiting: { borderTopColor: vars.color.waiting },
  inProgress: { borderTopColor: vars.color.inProgress },
  completed: { borderTopColor: vars.color.completed },
  other: { borderTopColor: vars.color.idle },
});
export const amount = style({ fontSize: '1.5rem', fontWeight: 800, margin: 0 });
export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, alignItems: 'center', fontSize: '0.9rem' });
export const note = style({ fontSize: '0.8rem', color: vars.color.muted, margin: 0 });
