import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const overlay = style({ position: 'fixed', inset: 0, background: 'rgba(0,0,0,0.6)', zIndex: 50 });
export const content = style({
  position: 'fixed',
  zIndex: 51,
  left: '50%',
  top: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(94vw, 480px)',
  maxHeight: '90vh',
  overflowY: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  boxShadow: '0 10px 40px rgba(0,0,0,0.5)',
});
export const title = style({ margin: `0 0 ${vars.space.sm}`, fontSize: '1.2rem' });
export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end', marginTop: vars.space.lg, flexWrap: 'wrap' });
export const message = style({ fontWeight: 700, fontSize: '1.1rem' });
