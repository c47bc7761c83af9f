import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const filter = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap', alignItems: 'flex-end' });
globalStyle(`${filter} input[type="date"]::-webkit-calendar-picker-indicator`, { cursor: 'pointer', padding: 6 });
export const game = style({ background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg, padding: `0 ${vars.space.md}` });
export const head = style({ cursor: 'pointer', minHeight: vars.touch, display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap', padding: `${vars.space.sm} 0` });
export const chip = style({ borderRadius: vars.radius.full, padding: `2px ${vars.space.sm}`, fontWeight: 700, fontSize: '0.85rem' });
export const won = style({ background: vars.color.primary, color: vars.color.primaryText });
export const lost = style({ background: vars.color.completed, color: '#fff' });
export const boards = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', paddingBottom: vars.space.md });
export const calls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', padding: 0 });
export const call = style({ minWidth: 32, textAlign: 'center', borderRadius: vars.radius.sm, background: vars.color.surfaceAlt, padding: '2px 4px', fontSize: '0.85rem' });
export const errorBox = style({ background: '#7f1d1d', border: `1px solid ${vars.color.danger}`, color: '#fff', borderRadius: vars.radius.md, padding: vars.space.md, margin: 0 });
