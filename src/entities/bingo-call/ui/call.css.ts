import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const tiles = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(90px, 1fr))', gap: vars.space.sm, margin: `${vars.space.sm} 0` });
export const tile = style({ background: vars.color.surface, borderRadius: vars.radius.md, padding: vars.space.sm, textAlign: 'center' });
export const tileLabel = style({ display: 'block', fontSize: '0.8rem', color: vars.color.muted });
export const tileValue = style({ display: 'block', fontSize: '1.3rem', fontWeight: 800 });
// the height of the latest ball from the start: the first calls do not push the boards down
const stripBase = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center', padding: `${vars.space.xs} 0`, margin: 0, listStyle: 'none', minHeight: '72px' });
export const strip = styleVariants({
  // every call, the latest first on screen
  newestFirst: [stripBase, { overflowX: 'auto', flexDirection: 'row-reverse', justifyContent: 'flex-end', flexWrap: 'wrap-reverse' }],
  oldestFirst: [stripBase, { flexWrap: 'wrap' }],
});
// 44 px: the minimum touch target of the house style (the spec gives no ball size)
export const ball = style({ minWidth: '44px', height: '44px', borderRadius: '50%', display: 'flex', alignItems: 'center', justifyContent: 'center', fontWeight: 800, color: '#fff', fontSize: '0.8rem', flexShrink: 0 });
export const latest = style({ minWidth: '64px', height: '64px', fontSize: '1.1rem' });
const actionBarBase = style({ display: 'flex', gap: vars.space.sm, marginTop: vars.space.md });
export const actionBar = styleVariants({
  inline: [actionBarBase],
  sticky: [actionBarBase, { position: 'sticky', bottom: 0, background: vars.color.bg, padding: `${vars.space.sm} 0` }],
});
