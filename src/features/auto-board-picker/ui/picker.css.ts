import { style, styleVariants } from '@vanilla-extract/css';
import { tones, vars } from '@/shared/ui/theme';

export const error = style({ color: '#fecaca', background: '#7f1d1d', padding: vars.space.sm, borderRadius: vars.radius.md });
export const chip = style({ display: 'inline-block', padding: '2px 10px', borderRadius: '999px', fontSize: '0.8rem', fontWeight: 700, background: vars.color.surfaceAlt });
// Chip text is small (0.8rem), so white on it needs 4.5:1: green 5.0:1, red 6.5:1.
export const chipTone = styleVariants({
  ok: { background: '#15803d', color: '#fff' },
  short: { background: '#b91c1c', color: '#fff' },
});
// three bottom buttons share the width of a 360 px screen (ይግዙ a little wider)
export const bar3 = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1.3fr 1fr',
  gap: vars.space.sm,
  marginTop: vars.space.md,
  position: 'sticky',
  bottom: 0,
  background: vars.color.bg,
  padding: `${vars.space.sm} 0`,
  // inside Telegram ይግዙ is its MainButton: the two buttons left share the row
  selectors: { '&:not(:has(> :nth-child(3)))': { gridTemplateColumns: '1fr 1fr' } },
});
export const dl = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: `${vars.space.sm} 0` });
export const warning = style({ color: tones.highlightText, fontWeight: 700 });
/**
 * The game line above the grid: the game's name and stake arrive with the scheduled games' answer and
 * take it to a second line on a phone; its two lines are held from the first paint, so the grid under
 * it does not move down when they come, and the count of picks keeps its place at the line's end.
 */
export const gameLine = style({ minHeight: '2lh', display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: vars.space.sm });
/** The count of picks, `(n/2)`, at the end of the game line. */
export const pickCount = style({ flexShrink: 0, whiteSpace: 'nowrap' });
