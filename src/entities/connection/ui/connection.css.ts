import { keyframes, style } from '@vanilla-extract/css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.6 } });

export const banner = style({
  position: 'sticky',
  top: 0,
  zIndex: 5,
  margin: '0 0 8px',
  padding: '10px 12px',
  borderRadius: 8,
  background: '#fef3c7',
  color: '#78350f',
  fontWeight: 700,
  textAlign: 'center',
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
