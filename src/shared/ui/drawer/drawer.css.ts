import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });

export const overlay = style({ position: 'fixed', inset: 0, background: 'rgba(0,0,0,0.55)', zIndex: 40 });
export const panel = style({
  position: 'fixed',
  top: 0,
  left: 0,
  bottom: 0,
  width: 'min(300px, 85vw)',
  zIndex: 41,
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  overflowY: 'auto',
  animation: `${slideIn} 150ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const title = style({ margin: 0, fontSize: '1.1rem' });
