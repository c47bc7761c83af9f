import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const boards = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: '1fr' });
// two boards side by side only where each cell keeps a 44 px touch target; a phone stacks them
export const two = style({ '@media': { '(min-width: 560px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });
