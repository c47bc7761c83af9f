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
      danger: { background: vars.color.danger, color: '#fff' },
      ghost: { background: 'transparent', color: vars.color.text },
    },
    wide: { true: { width: '100%' } },
  },
  defaultVariants: { tone: 'primary' },
});

export type ButtonVariants = RecipeVariants<typeof button>;
