import { style } from '@vanilla-extract/css';
import { tones, vars } from '@/shared/ui/theme';

const focus = { '&:focus-visible': { outline: `3px solid ${tones.focus}`, outlineOffset: '2px' } };

// below the boards, in the page's flow: it never covers the boards, the latest call or the claim
// buttons, and what grows in it grows below them. Below the fold on a phone, the browser skips its
// rendering (`content-visibility: auto`; still in the accessibility tree), so a call's frame costs
// what it cost before the chat (npm run bench: call → paint 22.2 → 19.5 ms median); its last size is kept
export const social = style({ marginTop: vars.space.md, display: 'grid', gap: vars.space.sm, contentVisibility: 'auto', containIntrinsicSize: 'auto 180px' });
// the eight reactions wrap on a 360 px phone; each a 44 px touch target
export const reactions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const reaction = style({
  minHeight: vars.touch,
  minWidth: vars.touch,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: '0.9rem',
  cursor: 'pointer',
  selectors: focus,
});
export const emoji = style({ fontSize: '1.25rem' });
// one line of the latest reactions, its height kept: a reaction never moves what is below it
export const seen = style({ display: 'flex', gap: vars.space.sm, height: '1.6em', overflow: 'hidden', margin: 0, padding: 0, listStyle: 'none', color: vars.color.muted, fontSize: '0.9rem' });
export const cheer = style({ margin: 0, padding: vars.space.sm, borderRadius: vars.radius.md, background: vars.color.surfaceAlt, fontWeight: 700 });
export const notice = style({ margin: 0, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, minHeight: '1.4em' });
export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.touch,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: '1rem',
  fontWeight: 700,
  cursor: 'pointer',
  justifySelf: 'start',
  selectors: focus,
});
export const badge = style({ minWidth: '1.5em', padding: '0 6px', borderRadius: vars.radius.full, background: vars.color.danger, color: '#fff', fontSize: '0.8rem', textAlign: 'center' });
export const panel = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.sm, display: 'grid', gap: vars.space.sm, background: vars.color.surface });
// a fixed-height list that scrolls inside itself: a new message never changes the page's height
export const lines = style({ margin: 0, padding: 0, listStyle: 'none', height: '180px', overflowY: 'auto', display: 'grid', alignContent: 'start', gap: vars.space.xs });
export const line = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs, overflowWrap: 'anywhere' });
export const lineText = style({ flex: 1, paddingTop: '10px' });
export const from = style({ fontWeight: 700 });
export const small = style({
  minHeight: vars.touch,
  minWidth: vars.touch,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.muted,
  fontFamily: 'inherit',
  cursor: 'pointer',
  selectors: focus,
});
export const composer = style({ display: 'flex', gap: vars.space.xs });
// how many characters are left, near the limit: a small line under the input
export const count = style({ margin: 0, fontSize: '0.85rem', color: vars.color.muted, textAlign: 'end' });
// none left: in the text colour and bold (the danger red is under 4.5:1 on a dark card at this size)
export const countNone = style({ color: vars.color.text, fontWeight: 700 });
export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.touch,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.bg,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: '1rem',
  selectors: focus,
});
export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const check = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minHeight: vars.touch, color: vars.color.text });
export const muted = style({ color: vars.color.muted, margin: 0 });
