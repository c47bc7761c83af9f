import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

export const button = recipe({
  base: {
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
  },
  variants: {
    tone: {
      primary: { background: vars.color.primary, color: vars.color.primaryText },
      secondary: { background: vars.color.surfaceAlt, color: vars.color.text, border: `1px solid ${vars.color.border}` },
      // darker than the danger text colour: white on it keeps a 4.5:1 contrast
      danger: { background: '#b91c1c', color: '#fff' },
      ghost: { background: 'transparent', color: vars.color.text },
    },
    wide: { true: { width: '100%' } },
  },
  defaultVariants: { tone: 'primary' },
});

export type ButtonVariants = RecipeVariants<typeof button>;
