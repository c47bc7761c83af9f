import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});
export const head = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: vars.space.xs, gap: vars.space.xs });
export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: '3px' });
// rows exist for assistive technology; their cells lay out in the card's 5-column grid
export const row = style({ display: 'contents' });
export const letterBase = style({ textAlign: 'center', fontWeight: 800, borderRadius: vars.radius.sm, padding: '2px 0', color: '#fff' });
export const cell = style({
  minHeight: '40px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  fontWeight: 700,
  fontSize: '1rem',
  padding: 0,
  fontFamily: 'inherit',
});
export const marked = style({ background: vars.color.primary, color: vars.color.primaryText });
// a darker red than the strip's: the number on the pale cell keeps a 4.5:1 contrast
export const called = style({ color: '#b91c1c', background: '#fee2e2' });
export const winning = style({ color: '#fff', background: vars.color.winning });
export const free = style({ background: vars.color.warning, color: '#1f2937' });
