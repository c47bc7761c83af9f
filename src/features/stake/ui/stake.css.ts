import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
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
