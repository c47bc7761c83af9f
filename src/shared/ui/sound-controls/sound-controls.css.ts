import { style } from '@vanilla-extract/css';

export const row = style({ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 8, margin: '4px 0 8px', flexWrap: 'wrap' });
export const toggle = style({ minHeight: 44, minWidth: 44 });
export const hint = style({ minHeight: 44, flex: '1 1 auto' });
