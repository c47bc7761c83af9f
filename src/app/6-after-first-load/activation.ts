import { createEvent, sample } from 'effector';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $user } from '@/entities/session';
import { balanceRefreshRequested, fetchBalanceFx } from '@/entities/wallet/index.balance';
import { onTelegramActivated } from '@/shared/telegram/index.native';

/**
 * The app came to the front again: the tab became visible (back from an outside checkout, another
 * app, a locked phone) or Telegram made the Mini App active again.
 */
export const appActivated = createEvent();

// When the app comes to the front again, then the balance is read again (money may have moved
// meanwhile: a checkout outside, a game's payout); not a second time while one read runs, since
// inside Telegram both the tab and Telegram say so.
sample({
  clock: appActivated,
  source: { user: $user, reading: fetchBalanceFx.pending },
  filter: ({ user, reading }) => user !== null && !reading,
  fn: ({ user }) => user!.phone,
  target: balanceRefreshRequested,
});

/** While mounted (the logged-in pages), the tab's `visibilitychange` to visible and Telegram's activation fire `appActivated`. */
export function useAppActivation(): void {
  const activated = useUnit(appActivated);
  useEffect(() => {
    const visible = () => {
      if (document.visibilityState === 'visible') activated();
    };
    document.addEventListener('visibilitychange', visible);
    const stopTelegram = onTelegramActivated(activated);
    return () => {
      document.removeEventListener('visibilitychange', visible);
      stopTelegram();
    };
  }, [activated]);
}
