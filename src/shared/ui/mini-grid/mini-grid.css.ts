import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(5, 10px)', gap: '2px' });
export const cell = style({ width: '10px', height: '10px', borderRadius: '2px', background: vars.color.border });
export const on = style({ background: vars.color.warning });
