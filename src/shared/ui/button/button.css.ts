import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

// plain class names made at build time (no recipe runtime in the first load's script)
export const base = style({
  minHeight: vars.touch,
  minWidth: vars.touch,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: 'none',
  fontWeight: 700,
  fontSize: '1rem',
  fontFamily: 'inherit',
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.5, cursor: 'not-allowed' } },
});

export const tone = styleVariants({
  primary: { background: vars.color.primary, color: vars.color.primaryText },
  secondary: { background: vars.color.surfaceAlt, color: vars.color.text, border: `1px solid ${vars.color.border}` },
  // darker than the danger text colour: white on it keeps a 4.5:1 contrast
  danger: { background: '#b91c1c', color: '#fff' },
  ghost: { background: 'transparent', color: vars.color.text },
});

export const wide = style({ width: '100%' });
