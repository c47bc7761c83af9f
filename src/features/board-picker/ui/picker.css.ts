import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const chosen = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: vars.space.sm });
export const bar = style({
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  background: vars.color.bg,
});
