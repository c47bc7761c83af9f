import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.6 } });

/**
 * Drawn over the top of the viewport, out of the page's flow: a connection that drops and comes
 * back must not push the boards and the call strip down (and back up) under the player's finger.
 */
export const banner = style({
  position: 'fixed',
  top: 8,
  insetInline: 12,
  zIndex: 20,
  maxWidth: 456,
  margin: '0 auto',
  boxShadow: '0 2px 8px rgb(0 0 0 / 0.2)',
  padding: '10px 12px',
  borderRadius: 8,
  background: '#fef3c7',
  color: '#78350f',
  fontWeight: 700,
  textAlign: 'center',
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const chip = style({ display: 'inline-flex', alignItems: 'center', gap: 6, margin: '0 0 4px', fontSize: 13, color: vars.color.muted });
export const dot = style({ width: 10, height: 10, borderRadius: '50%' });
export const dotColor = {
  connected: style({ background: '#16a34a' }),
  connecting: style({ background: '#d97706' }),
  disconnected: style({ background: '#dc2626' }),
};
