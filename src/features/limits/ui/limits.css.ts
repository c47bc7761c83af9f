import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, marginTop: vars.space.lg });
export const note = style({ margin: 0, color: vars.color.muted, fontSize: '0.9rem' });
export const status = style({ margin: 0, fontWeight: 600 });
export const error = style({ margin: 0, color: vars.color.danger });
export const breaks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
