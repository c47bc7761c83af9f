import { style } from '@vanilla-extract/css';
import { tones, vars } from '@/shared/ui/theme';

export const errorBox = style({ background: '#7f1d1d', border: `1px solid ${vars.color.danger}`, color: '#fff', borderRadius: vars.radius.md, padding: vars.space.md, margin: 0 });
export const summary = style({ background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg, padding: vars.space.md });
export const totals = style({ display: 'flex', gap: vars.space.lg, flexWrap: 'wrap', fontWeight: 700 });
export const inAmount = style({ color: vars.color.primary });
export const outAmount = style({ color: tones.dangerText });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: '0.95rem' });
export const th = style({ textAlign: 'left', padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`, color: vars.color.muted });
export const td = style({ padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}` });
// an amount never wraps: not inside the number, not between the sign and the digits
export const num = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const expander = style({ minWidth: vars.touch, minHeight: vars.touch, background: 'transparent', border: 'none', color: vars.color.text, cursor: 'pointer', fontSize: '1rem' });
export const detailsSummary = style({ cursor: 'pointer', minHeight: vars.touch, display: 'flex', alignItems: 'center', fontWeight: 700 });
/** The balance chart's height in px (uPlot's whole plot, axes included; no legend). */
export const CHART_HEIGHT_PX = 180;
// the chart's place is kept while uPlot loads and draws, so the table below does not move (layout shift)
export const chartSlot = style({ minHeight: CHART_HEIGHT_PX });
/** A compact row's date, under its type: every row says when. */
export const rowDate = style({ display: 'block', color: vars.color.muted, fontSize: '0.8rem' });
export const pendingAmount = style({ color: vars.color.muted });
export const pendingMark = style({ display: 'block', fontSize: '0.8rem' });
