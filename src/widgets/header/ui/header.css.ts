import { globalStyle, style } from '@vanilla-extract/css';
import { vars, wordmark } from '@/shared/ui/theme';

const DESKTOP = 'screen and (min-width: 960px)';

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.header,
  borderBottom: `1px solid ${vars.color.border}`,
  flexWrap: 'wrap',
});
// The balance (BalanceBadge, entities/wallet: the bar's live region, also in index.html's prerendered
// shell) on one line: an amount never parts from its digits or its unit; the bar wraps the badge to
// a line of its own instead. A rule on the bar's child rather than a class of the badge: it costs the
// pages' JavaScript nothing (the login page has no room).
globalStyle(`${bar} > [aria-live]`, { whiteSpace: 'nowrap' });
export const logo = style([wordmark, { fontSize: '1.2rem', textDecoration: 'none', marginRight: 'auto', minHeight: vars.touch }]);
export const user = style({ color: vars.color.muted, fontSize: '0.9rem' });
/** Only on wide screens: the four menu links, Add Credit, notifications, username chip, logout. */
export const desktopOnly = style({ display: 'none', alignItems: 'center', justifyContent: 'center', '@media': { [DESKTOP]: { display: 'inline-flex' } } });
/** Only on narrow screens: the menu (or back) button. */
export const mobileOnly = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', fontSize: '1.4rem', '@media': { [DESKTOP]: { display: 'none' } } });
export const nav = style({ alignItems: 'center', gap: vars.space.xs });
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  padding: `0 ${vars.space.sm}`,
  minHeight: vars.touch,
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: vars.radius.sm,
  selectors: { '&[data-status="active"]': { background: vars.color.surfaceAlt } },
});
export const chip = style({
  alignItems: 'center',
  minHeight: vars.touch,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 700,
});
export const bell = style({ position: 'relative', alignItems: 'center', justifyContent: 'center', minWidth: vars.touch, minHeight: vars.touch });
export const badge = style({
  position: 'absolute',
  top: 4,
  right: 2,
  minWidth: 18,
  height: 18,
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: '#fff',
  fontSize: '0.75rem',
  fontWeight: 700,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
});
export const bet = style({ fontWeight: 700, color: vars.color.warning });
export const drawerUser = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, paddingBottom: vars.space.sm, borderBottom: `1px solid ${vars.color.border}` });
export const avatar = style({
  width: 44,
  height: 44,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.primaryText,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: 900,
  fontSize: '1.2rem',
});
export const drawerList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
