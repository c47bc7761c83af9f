import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

/** The Telegram line of the profile: the name, then Unlink; wraps on a narrow screen (Amharic is longer). */
export const line = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, marginTop: vars.space.md });
export const error = style({ flexBasis: '100%', margin: 0, color: vars.color.danger });
