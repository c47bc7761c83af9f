import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const group = style({ border: 'none', padding: 0, margin: `0 0 ${vars.space.md}` });
export const legend = style({ fontWeight: 600, color: vars.color.muted, marginBottom: vars.space.xs, padding: 0 });
export const boxes = style({ display: 'flex', gap: vars.space.xs });
export const box = style({
  width: '44px',
  height: '52px',
  textAlign: 'center',
  fontSize: '1.4rem',
  fontWeight: 800,
  textTransform: 'uppercase',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  fontFamily: 'inherit',
});
