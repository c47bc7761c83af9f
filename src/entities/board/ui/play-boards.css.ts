import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const boards = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: '1fr' });
// two boards side by side only where each cell keeps a 44 px touch target; a phone stacks them
export const two = style({ '@media': { '(min-width: 560px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });

export const aids = style({ display: 'inline-flex', gap: vars.space.xs, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'flex-end' });
export const toGoChip = style({ borderRadius: vars.radius.full, padding: '2px 8px', background: vars.color.surfaceAlt, fontSize: '0.85rem', fontWeight: 700 });
export const bestChip = style({ borderRadius: vars.radius.full, padding: '2px 8px', background: '#facc15', color: '#1f2937', fontSize: '0.85rem', fontWeight: 800 });
// the board closer to its pattern: a yellow frame around its card (the chip says it in words)
export const best = style({ borderRadius: vars.radius.md, outline: '3px solid #facc15', outlineOffset: '2px' });
const flash = keyframes({ '0%, 100%': { transform: 'scale(1)' }, '50%': { transform: 'scale(1.15)' } });
// one to go: the chip turns yellow and pulses (still only a few seconds, and not at all with reduced motion)
export const cue = style({
  background: '#facc15',
  color: '#1f2937',
  animation: `${flash} 0.5s ease-in-out 3`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
