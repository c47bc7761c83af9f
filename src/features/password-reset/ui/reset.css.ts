import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const meter = style({ height: '8px', borderRadius: vars.radius.full, background: vars.color.surfaceAlt, overflow: 'hidden' });
const fill = { height: '100%', transition: 'width 120ms ease-out' };
export const meterFill = styleVariants({
  error: { ...fill, background: vars.color.danger },
  warning: { ...fill, background: vars.color.warning },
  success: { ...fill, background: vars.color.primary },
});
export const meterText = style({ margin: 0, fontSize: '14px', color: vars.color.muted });
