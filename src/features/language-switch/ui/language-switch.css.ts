import { style } from '@vanilla-extract/css';
import { tones, vars } from '@/shared/ui/theme';

export const group = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
});

// the legend stays for screen readers; the three choices say what the group is
export const legend = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

export const input = style({ position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 });

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.touch,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  fontSize: '14px',
  cursor: 'pointer',
  selectors: {
    [`${input}:checked + &`]: { background: vars.color.primary, color: vars.color.primaryText, fontWeight: 700 },
    [`${input}:focus-visible + &`]: { outline: `3px solid ${tones.focus}`, outlineOffset: '2px' },
  },
});
