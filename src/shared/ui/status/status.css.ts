import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

const base = { padding: vars.space.sm, borderRadius: vars.radius.sm, margin: `${vars.space.xs} 0` };
export const tone = styleVariants({
  info: { ...base, background: '#1e3a8a', color: '#dbeafe' },
  success: { ...base, background: '#14532d', color: '#dcfce7' },
  error: { ...base, background: '#7f1d1d', color: '#fecaca' },
});
