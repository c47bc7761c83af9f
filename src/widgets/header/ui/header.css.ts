import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  flexWrap: 'wrap',
});
export const logo = style({ fontWeight: 900, fontSize: '1.2rem', color: vars.color.primary, textDecoration: 'none', marginRight: 'auto' });
export const user = style({ color: vars.color.muted, fontSize: '0.9rem' });
