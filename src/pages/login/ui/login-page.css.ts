import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const page = style({ maxWidth: '420px', margin: '0 auto', padding: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const title = style({ margin: `${vars.space.xl} 0 0`, color: vars.color.primary });
export const subtitle = style({ margin: 0, color: vars.color.muted });
