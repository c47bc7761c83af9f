import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%' });
export const error = style({ color: '#fecaca', background: '#7f1d1d', padding: vars.space.sm, borderRadius: vars.radius.sm });
export const row = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
