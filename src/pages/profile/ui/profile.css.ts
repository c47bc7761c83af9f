import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

/** The link to the daily limits: a full touch target on its own line. */
export const limitsLink = style({ display: 'inline-flex', alignItems: 'center', minHeight: vars.touch, marginTop: vars.space.md, color: vars.color.text, fontWeight: 600 });
