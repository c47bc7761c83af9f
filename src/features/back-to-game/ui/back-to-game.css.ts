import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  borderLeft: `6px solid ${vars.color.inProgress}`,
});
export const detail = style({ margin: 0, fontSize: '0.9rem' });
