import { style } from '@vanilla-extract/css';
import { tones } from '../theme/tones.css';
import { vars } from '../theme/theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, marginBottom: vars.space.md });
export const label = style({ fontWeight: 600, color: vars.color.muted });
export const input = style({
  minHeight: vars.touch,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  fontSize: '1rem',
  fontFamily: 'inherit',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 } },
});

// the field's refusal, in the status line's error colours (contrast above 4.5:1 on the dark theme)
export const error = style({ margin: 0, color: tones.dangerText, fontWeight: 600, fontSize: '0.95rem' });
export const hint = style({ margin: 0, color: vars.color.muted, fontSize: '0.9rem' });
export const checkRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: vars.touch, cursor: 'pointer', color: vars.color.text });
export const checkbox = style({
  width: 22,
  height: 22,
  flex: 'none',
  accentColor: vars.color.primary,
  selectors: { '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.danger}`, outlineOffset: 2 } },
});
