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
export const accounts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const accountsTitle = style({ fontSize: '1rem', margin: 0 });
export const accountList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const account = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  columnGap: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
});
export const accountProvider = style({ gridColumn: 1, fontWeight: 700 });
// a number is copied and typed digit by digit: it never wraps, and reads as digits, not a word
export const accountNumber = style({ gridColumn: 1, fontSize: '1.2rem', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', letterSpacing: '0.02em' });
export const accountName = style({ gridColumn: 1, color: vars.color.muted, fontSize: '0.9rem' });
export const copyButton = style({ gridColumn: 2, gridRow: '1 / span 3' });
