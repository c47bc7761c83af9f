import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const wrap = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', padding: vars.space.lg });
export const dot = style({
  width: '20px',
  height: '20px',
  borderRadius: '50%',
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 0.8s linear infinite`,
});
