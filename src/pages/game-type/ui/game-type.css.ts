import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const page = style({ maxWidth: '480px', margin: '0 auto', padding: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const soon = style({ margin: 0, textAlign: 'center', color: vars.color.warning, fontWeight: 700 });
