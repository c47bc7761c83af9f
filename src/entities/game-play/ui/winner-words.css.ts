import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const ownWin = style({ fontWeight: 800, fontSize: '1.25rem', color: vars.color.primary, margin: 0 });
export const consolation = style({ fontWeight: 600, margin: 0 });
