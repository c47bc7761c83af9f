import { ArrowLeft, Bell, Menu } from 'lucide-react';
import { useUnit } from 'effector-react';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { m, useLanguage, type Message } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { Drawer } from '@/shared/ui/drawer';
import { formatEtb } from '@/shared/lib/money';
import type { MenuPagePath } from '@/shared/routing';
import { $user, loggedOut } from '@/entities/session';
import { $balance, BalanceBadge, storedIntentCount } from '@/entities/wallet';
import { LanguageSwitch } from '@/features/language-switch';
import * as css from './header.css';

const LogoutWarning = lazy(() => import('./LogoutWarning'));

/** Spec §2.2: the eight menu items by route, in the route manifest's `menu` order; desktop shows the first four. */
const MENU_LABELS: Record<MenuPagePath, Message> = {
  '/gameType': m.account_menu_home,
  '/transactionHistory': m.account_menu_transactions,
  '/gameHistory': m.account_menu_games,
  '/invite': m.account_menu_invite,
  '/instructions': m.account_menu_instructions,
  '/terms': m.account_menu_terms,
  '/support': m.account_menu_support,
  '/profile': m.account_menu_profile,
};
export const MENU_ITEMS = (Object.keys(MENU_LABELS) as MenuPagePath[]).map((to) => ({ to, label: MENU_LABELS[to] }));

/** Spec §9: the notification badge is fixed at 3. */
export const NOTIFICATION_BADGE = 3;

interface Props {
  onLogout(): void;
  /** Replaces the menu button on mobile (spec §2.2 "an optional back action"). */
  onBack?(): void;
  /** The current bet in ETB, shown when given (spec §2.2). */
  betAmount?: number;
}

/**
 * The navigation bar (spec §2.2). Desktop (≥ 960 px): logo, Home, Transaction History, Game History,
 * Invite Friends, Add Credit, balance (+ promo when above 0), notifications with badge 3, username
 * chip → `/profile`, Logout. Mobile: menu button (or back), logo, balance, current bet; the menu opens
 * a drawer with all eight items, avatar, username, balance, Add Credit and Logout. A logout while the
 * player has a money intent not settled yet asks first (the intent stays on the device for them).
 */
export function Header({ onLogout, onBack, betAmount }: Props) {
  const [user, balance, logout] = useUnit([$user, $balance, loggedOut]);
  const [open, setOpen] = useState(false);
  useLanguage();
  const [warnLogout, setWarnLogout] = useState(false);
  const doLogout = () => {
    setOpen(false);
    setWarnLogout(false);
    logout();
    onLogout();
  };
  // a money intent not settled yet stays on the device for this player; say so before they leave
  const askLogout = () => {
    if (user && storedIntentCount(user.phone) > 0) {
      setOpen(false);
      setWarnLogout(true);
    } else doLogout();
  };
  return (
    <header className={css.bar}>
      {onBack ? (
        <Button tone="ghost" className={css.mobileOnly} onClick={onBack} aria-label={m.account_back()}>
          <ArrowLeft aria-hidden="true" size={22} />
        </Button>
      ) : (
        <Button tone="ghost" className={css.mobileOnly} onClick={() => setOpen(true)} aria-label={m.account_open_menu()} aria-expanded={open}>
          <Menu aria-hidden="true" size={22} />
        </Button>
      )}
      <Link to="/gameType" className={css.logo} aria-label={m.account_home_link()}>
        {m.account_brand()}
      </Link>
      <nav aria-label={m.account_main_nav()} className={`${css.desktopOnly} ${css.nav}`}>
        {MENU_ITEMS.slice(0, 4).map((item) => (
          <Link key={item.to} to={item.to} className={css.link}>
            {item.label()}
          </Link>
        ))}
      </nav>
      {betAmount !== undefined ? <span className={css.bet}>{m.account_bet({ amount: formatEtb(betAmount) })}</span> : null}
      <Link to="/addBalance" className={`${css.desktopOnly} ${css.chip}`}>
        {m.account_add_credit()}
      </Link>
      <BalanceBadge />
      <span className={`${css.desktopOnly} ${css.bell}`} role="img" aria-label={m.account_notifications({ count: NOTIFICATION_BADGE })}>
        <Bell aria-hidden="true" size={24} />
        <span aria-hidden="true" className={css.badge}>
          {NOTIFICATION_BADGE}
        </span>
      </span>
      {user ? (
        <Link to="/profile" className={`${css.desktopOnly} ${css.chip}`} aria-label={m.account_profile_of({ name: user.username })}>
          {user.username}
        </Link>
      ) : null}
      <div className={css.desktopOnly}>
        <LanguageSwitch />
      </div>
      <Button tone="ghost" className={css.desktopOnly} onClick={askLogout}>
        {m.account_logout()}
      </Button>

      <Drawer open={open} onOpenChange={setOpen} title={m.account_menu()}>
        <div className={css.drawerUser}>
          <span className={css.avatar} aria-hidden="true">
            {(user?.username ?? '?').slice(0, 1).toUpperCase()}
          </span>
          <div>
            <div>{user?.username}</div>
            <div className={css.user}>
              {balance ? `${m.account_balance_line({ amount: formatEtb(balance.current_balance) })}${balance.promo_balance > 0 ? ` +${formatEtb(balance.promo_balance)}` : ''}` : '…'}
            </div>
          </div>
        </div>
        <nav aria-label={m.account_menu()}>
          <ul className={css.drawerList}>
            {MENU_ITEMS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={css.link} onClick={() => setOpen(false)}>
                  {item.label()}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* responsible play (ours): beside the spec's eight items, not among them */}
        <Link to="/limits" className={css.link} onClick={() => setOpen(false)}>
          {m.account_limits_menu()}
        </Link>
        <Link to="/addBalance" className={css.chip} style={{ display: 'inline-flex' }} onClick={() => setOpen(false)}>
          {m.account_add_credit()}
        </Link>
        <LanguageSwitch />
        <Button tone="secondary" onClick={askLogout}>
          {m.account_logout()}
        </Button>
      </Drawer>
      {/* loaded and mounted only when asked: every logged-in page has the header, few need the question */}
      {warnLogout ? (
        <Suspense fallback={null}>
          <LogoutWarning onStay={() => setWarnLogout(false)} onLogout={doLogout} />
        </Suspense>
      ) : null}
    </header>
  );
}
