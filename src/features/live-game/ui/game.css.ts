import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const boardCol = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
