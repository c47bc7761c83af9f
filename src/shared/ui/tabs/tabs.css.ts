import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const list = style({ display: 'flex', gap: vars.space.xs, borderBottom: `1px solid ${vars.color.border}`, marginBottom: vars.space.md });
export const trigger = style({
  minHeight: vars.touch,
  padding: `0 ${vars.space.md}`,
  background: 'transparent',
  color: vars.color.muted,
  border: 'none',
  borderBottom: '3px solid transparent',
  fontWeight: 700,
  fontFamily: 'inherit',
  fontSize: '1rem',
  cursor: 'pointer',
  selectors: { '&[data-state="active"]': { color: vars.color.text, borderBottomColor: vars.color.primary } },
});
