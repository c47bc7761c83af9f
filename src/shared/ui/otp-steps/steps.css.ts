import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const wrap = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const steps = style({ margin: 0, color: vars.color.muted });
