import { style } from '@vanilla-extract/css';
import { wordmark } from '../theme/brand.css';
import { vars } from '../theme/theme.css';

export const pageStyle = style({ maxWidth: '1100px', margin: '0 auto', padding: vars.space.md, display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The narrow, centred page of the account screens (login, signup, forgot password). */
export const authPage = style({ maxWidth: '420px', margin: '0 auto', padding: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const authTitle = style({ margin: `${vars.space.xl} 0 0`, color: vars.color.primary });
/** The login page's heading, the brand's name as the wordmark. */
export const brandTitle = style([wordmark, { margin: `${vars.space.xl} 0 0`, fontSize: '2rem' }]);
export const authSubtitle = style({ margin: 0, color: vars.color.muted });
