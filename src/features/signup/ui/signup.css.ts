import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const row = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', marginTop: vars.space.sm });
