import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const card = style({
  background: `linear-gradient(135deg, ${vars.color.surfaceAlt}, ${vars.color.surface})`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const amount = style({ fontSize: '1.8rem', fontWeight: 900, margin: 0, whiteSpace: 'nowrap' });
export const muted = style({ color: vars.color.muted, fontSize: '0.9rem' });
