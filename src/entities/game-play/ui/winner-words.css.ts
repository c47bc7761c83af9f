import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { tones, vars } from '@/shared/ui/theme';

const pop = keyframes({ '0%': { transform: 'scale(0.6)', opacity: 0 }, '60%': { transform: 'scale(1.12)', opacity: 1 }, '100%': { transform: 'scale(1)' } });
const fly = keyframes({
  '0%': { transform: 'rotate(var(--turn)) translateY(0) scale(0.4)', opacity: 1 },
  '100%': { transform: 'rotate(var(--turn)) translateY(var(--reach)) rotate(200deg) scale(1)', opacity: 0 },
});

export const celebration = style({ position: 'relative', textAlign: 'center' });
export const ownWin = style({
  position: 'relative',
  fontWeight: 800,
  fontSize: '1.25rem',
  color: vars.color.primary,
  margin: 0,
  animation: `${pop} 450ms ease-out both`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

// the confetti: pieces fly out from behind the words once and fade; with reduced motion they are not drawn
export const burst = style({
  position: 'absolute',
  left: '50%',
  top: '50%',
  width: 0,
  height: 0,
  pointerEvents: 'none',
  '@media': { '(prefers-reduced-motion: reduce)': { display: 'none' } },
});
export const piece = style({
  position: 'absolute',
  left: '-4px',
  top: '-6px',
  width: '8px',
  height: '12px',
  borderRadius: '2px',
  opacity: 0,
  animation: `${fly} 1100ms cubic-bezier(0.2, 0.7, 0.3, 1) both`,
});
const COLOURS = [tones.gold, vars.color.letterB, vars.color.letterN, vars.color.letterG, vars.color.letterO, vars.color.letterI];
for (let i = 0; i < 12; i += 1) {
  globalStyle(`${piece}:nth-child(${i + 1})`, {
    background: COLOURS[i % COLOURS.length],
    animationDelay: `${(i % 4) * 60}ms`,
    vars: { '--turn': `${i * 30 + (i % 2) * 12}deg`, '--reach': `${70 + (i % 3) * 22}px` },
  });
}

export const consolation = style({ fontWeight: 600, margin: 0 });
