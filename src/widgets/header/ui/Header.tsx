import { useUnit } from 'effector-react';
import { Link } from '@tanstack/react-router';
import { Button } from '@/shared/ui/button';
import { $user, loggedOut } from '@/entities/session';
import { BalanceBadge } from '@/entities/wallet';
import * as css from './header.css';

/**
 * The top bar (spec §2.2): logo/home, balance and promo balance (ETB, 2 decimals), username and
 * logout. The remaining menu items come with the wallet and history pages.
 */
export function Header({ onLogout }: { onLogout(): void }) {
  const [user, logout] = useUnit([$user, loggedOut]);
  return (
    <header className={css.bar}>
      <Link to="/gameType" className={css.logo} aria-label="Cartela home">
        Cartela
      </Link>
      <BalanceBadge />
      {user ? <span className={css.user}>{user.username}</span> : null}
      <Button
        tone="ghost"
        onClick={() => {
          logout();
          onLogout();
        }}
      >
        Logout
      </Button>
    </header>
  );
}
