import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

// One card a row on a phone, two from 640 px, three from 960 px (each at least ~300 px wide). The
// number of games varies, so the last row is filled rather than left with holes: on six tracks a
// card takes two; a lone last card takes the whole row, the last two of three columns half each.
const TWO = 'screen and (min-width: 640px)';
const THREE = 'screen and (min-width: 960px)';
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  padding: 0,
  margin: 0,
  listStyle: 'none',
  '@media': { [TWO]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [THREE]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' } },
});
export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  borderTop: '6px solid',
  '@media': {
    [TWO]: { selectors: { '&:last-child:nth-child(odd)': { gridColumn: '1 / -1' } } },
    [THREE]: {
      gridColumn: 'span 2',
      selectors: {
        '&:last-child:nth-child(odd)': { gridColumn: 'span 2' },
        '&:last-child:nth-child(3n + 1)': { gridColumn: '1 / -1' },
        '&:last-child:nth-child(3n + 2), &:nth-last-child(2):nth-child(3n + 1)': { gridColumn: 'span 3' },
      },
    },
  },
});
export const status = styleVariants({
  waiting: { borderTopColor: vars.color.waiting },
  running: { borderTopColor: vars.color.inProgress },
  completed: { borderTopColor: vars.color.completed },
});
export const chip = style({ display: 'inline-block', padding: '2px 10px', borderRadius: '999px', fontSize: '0.8rem', fontWeight: 700, background: vars.color.surfaceAlt });
// Chip text is small (0.8rem), so white on it needs 4.5:1: the darker shade of each status colour
// (green 5.0:1, orange 5.2:1, red 4.8:1 and 6.5:1); the cards' top borders keep the brighter ones.
export const chipTone = styleVariants({
  waiting: { background: '#15803d', color: '#fff' },
  running: { background: '#c2410c', color: '#fff' },
  completed: { background: vars.color.completed, color: '#fff' },
});
export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, alignItems: 'center', fontSize: '0.9rem', flexWrap: 'wrap' });
export const title = style({ margin: 0, fontSize: '1.15rem' });
export const note = style({ fontSize: '0.85rem', color: vars.color.muted, margin: 0 });
export const error = style({ color: '#fecaca', background: '#7f1d1d', padding: vars.space.sm, borderRadius: vars.radius.md });
