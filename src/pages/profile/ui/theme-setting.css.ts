import { style } from '@vanilla-extract/css';
import { tones, vars } from '@/shared/ui/theme';

export const group = style({ margin: `${vars.space.lg} 0 0`, padding: 0, border: 0, minWidth: 0 });
export const legend = style({ fontWeight: 600, color: vars.color.muted, padding: 0, marginBottom: vars.space.xs });
// three equal segments across the width: no choice on a line of its own at 360 px
export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.xs,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const input = style({ position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 });
export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.touch,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: {
    [`${input}:checked + &`]: { background: vars.color.primary, color: vars.color.primaryText, fontWeight: 700 },
    [`${input}:focus-visible + &`]: { outline: `3px solid ${tones.focus}`, outlineOffset: '2px' },
  },
});
