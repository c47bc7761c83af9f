import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const waiting = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.sm, padding: vars.space.lg });
export const link = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%' });
export const title = style({ fontSize: '1.25rem', margin: 0 });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%' });
