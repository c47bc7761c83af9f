import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const panel = style({ margin: `${vars.space.sm} 0`, textAlign: 'start' });
// 44 px: the minimum touch target of the house style
export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.touch,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.info}`, outlineOffset: '2px' },
});
export const body = style({ padding: `${vars.space.sm} 0` });
export const note = style({ margin: `${vars.space.xs} 0` });
export const warning = style({ margin: `${vars.space.xs} 0`, padding: vars.space.sm, borderRadius: vars.radius.md, border: `1px solid ${vars.color.warning}`, fontWeight: 700 });
// no scroll box of its own (a scrollable region must take the keyboard focus): the dialog or page scrolls
export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: '2px' });
export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, padding: `2px ${vars.space.sm}`, borderRadius: vars.radius.sm, background: vars.color.surface, fontVariantNumeric: 'tabular-nums' });
export const label = style({ fontWeight: 700 });
