import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const waiting = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.sm, padding: vars.space.lg });
export const link = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%' });
export const title = style({ fontSize: '1.25rem', margin: 0 });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%' });
export const who = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
globalStyle(`${who} dt`, { fontSize: '0.875rem', color: vars.color.muted });
globalStyle(`${who} dd`, { margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });
export const handle = style({ fontWeight: 400 });
// a phone is never broken across lines
export const number = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
