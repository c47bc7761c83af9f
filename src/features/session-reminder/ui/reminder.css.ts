import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const setting = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, marginTop: vars.space.lg });
export const label = style({ fontWeight: 600, color: vars.color.muted });
export const select = style({
  minHeight: vars.touch,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  fontSize: '1rem',
  fontFamily: 'inherit',
});
export const hint = style({ margin: 0, color: vars.color.muted, fontSize: '0.9rem' });
