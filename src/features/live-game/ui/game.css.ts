import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const tiles = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(90px, 1fr))', gap: vars.space.sm, margin: `${vars.space.sm} 0` });
export const tile = style({ background: vars.color.surface, borderRadius: vars.radius.md, padding: vars.space.sm, textAlign: 'center' });
export const tileLabel = style({ display: 'block', fontSize: '0.8rem', color: vars.color.muted });
export const tileValue = style({ display: 'block', fontSize: '1.3rem', fontWeight: 800 });
export const strip = style({ display: 'flex', gap: vars.space.xs, overflowX: 'auto', alignItems: 'center', padding: `${vars.space.xs} 0`, margin: 0, listStyle: 'none', flexDirection: 'row-reverse', justifyContent: 'flex-end', flexWrap: 'wrap-reverse' });
export const ball = style({ minWidth: '40px', height: '40px', borderRadius: '50%', display: 'flex', alignItems: 'center', justifyContent: 'center', fontWeight: 800, color: '#fff', fontSize: '0.8rem', flexShrink: 0 });
export const latest = style({ minWidth: '64px', height: '64px', fontSize: '1.1rem' });
export const letter = styleVariants({
  B: { background: vars.color.letterB },
  I: { background: vars.color.letterI },
  N: { background: vars.color.letterN },
  G: { background: vars.color.letterG },
  O: { background: vars.color.letterO },
});
export const boards = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: '1fr' });
export const two = style({ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' });
export const boardCol = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const bar = style({ display: 'flex', gap: vars.space.sm, marginTop: vars.space.md });
export const message = style({ fontWeight: 700, fontSize: '1.1rem' });
