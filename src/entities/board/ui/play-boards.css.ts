import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const boards = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: '1fr' });
export const two = style({ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' });
