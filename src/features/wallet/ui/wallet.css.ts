import { style } from '@vanilla-extract/css';
import { vars } from '@/shared/ui/theme';

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const balance = style({ fontSize: '1.8rem', fontWeight: 900, margin: 0 });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: 480 });
export const terms = style({ margin: 0, paddingLeft: vars.space.lg, color: vars.color.muted, fontSize: '0.9rem' });
export const partners = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const partner = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: vars.touch });
export const done = style({ background: '#14532d', color: '#dcfce7', border: `1px solid ${vars.color.primary}`, borderRadius: vars.radius.md, padding: vars.space.md, margin: 0 });
export const unconfirmed = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const unconfirmedTitle = style({ fontSize: '1rem', margin: 0 });
export const unconfirmedList = style({ margin: 0, paddingLeft: vars.space.lg });
