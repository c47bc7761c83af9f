import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const error = style({ color: '#fecaca', background: '#7f1d1d', padding: vars.space.sm, borderRadius: vars.radius.md });
