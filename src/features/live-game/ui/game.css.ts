import { keyframes, style } from '@vanilla-extract/css';
import { tones, vars } from '@/shared/ui/theme';

export const boardCol = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0, borderRadius: vars.radius.md, transition: 'transform 150ms ease-out' });

const flash = keyframes({ '0%, 100%': { outlineColor: '#facc15', boxShadow: '0 8px 24px rgba(250, 204, 21, 0.55)' }, '50%': { outlineColor: '#f8fafc', boxShadow: '0 8px 24px rgba(248, 250, 252, 0.2)' } });
// a board the latest call completed: lifted, framed in yellow and flashing for a few seconds; with
// reduced motion the same frame and shadow stay still (the words under ቢንጎ! say it as well)
export const alerted = style({
  outline: '4px solid #facc15',
  outlineOffset: '3px',
  boxShadow: '0 8px 24px rgba(250, 204, 21, 0.55)',
  transform: 'translateY(-4px)',
  animation: `${flash} 0.6s ease-in-out 5`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', transform: 'none', transition: 'none' } },
});

const pulse = keyframes({ '0%, 100%': { boxShadow: '0 0 0 0 rgba(250, 204, 21, 0.9)' }, '50%': { boxShadow: '0 0 0 8px rgba(250, 204, 21, 0)' } });
// ቢንጎ! of a board with bingo now: a yellow ring that pulses outwards (not with reduced motion); the
// button itself keeps its size and place, so a tap lands where the finger aims
export const claimNow = style({
  outline: '3px solid #facc15',
  outlineOffset: '2px',
  animation: `${pulse} 0.8s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
// a claim button in the play bar: the bar's buttons share its width; the words may take two lines
// with two boards, the board it claims after the words: its number in a small round tag
export const claim = style({
  flex: '1 1 0',
  minWidth: 0,
  gap: vars.space.xs,
  lineHeight: 1.2,
  selectors: {
    '&[data-board-tag]::after': { content: 'attr(data-board-tag)', minWidth: '1.6em', padding: '0 4px', borderRadius: vars.radius.full, background: 'rgba(255, 255, 255, 0.22)', fontSize: '0.85rem' },
  },
});
export const claimWindow = style({ margin: 0, textAlign: 'center', fontWeight: 800, color: tones.highlightText });

// "Board N has bingo ↓": above the play bar while that board is out of view
export const bar = style({
  position: 'fixed',
  left: '50%',
  bottom: `calc(72px + ${vars.space.md} + env(safe-area-inset-bottom, 0px))`,
  transform: 'translateX(-50%)',
  zIndex: 20,
  minHeight: vars.touch,
  // its own width on one line (a box pushed to the middle would otherwise shrink to half the screen)
  width: 'max-content',
  maxWidth: `calc(100vw - 2 * ${vars.space.md})`,
  padding: `0 ${vars.space.lg}`,
  border: 'none',
  borderRadius: vars.radius.full,
  background: '#facc15',
  color: '#1f2937',
  fontFamily: 'inherit',
  fontSize: '1rem',
  fontWeight: 800,
  boxShadow: '0 6px 20px rgba(0, 0, 0, 0.45)',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: '3px solid #f8fafc', outlineOffset: '2px' } },
});
