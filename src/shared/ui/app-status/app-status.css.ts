import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

export const offlineBanner = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  margin: 0,
  padding: '10px 12px',
  background: '#fef3c7',
  color: '#78350f',
  fontWeight: 700,
  textAlign: 'center',
});

export const offlineScreen = style({ maxWidth: 480, margin: '0 auto', padding: vars.space.xl, textAlign: 'center' });

export const updatePrompt = style({
  position: 'fixed',
  left: vars.space.md,
  right: vars.space.md,
  bottom: `calc(${vars.space.md} + env(safe-area-inset-bottom, 0px))`,
  zIndex: 30,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  maxWidth: 480,
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  boxShadow: '0 6px 24px rgba(0, 0, 0, 0.45)',
});
