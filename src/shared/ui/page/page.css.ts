import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const pageStyle = style({ maxWidth: '1100px', margin: '0 auto', padding: vars.space.md, display: 'flex', flexDirection: 'column', gap: vars.space.md });
