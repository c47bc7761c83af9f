import type { HttpHandler } from 'msw';
import { walletData } from '../world/wallet-data';
import type { World } from '../world/world';
import { route } from './contract';

/** Spec §9: the inviter earns 10 birr game credit (play-only, promo balance). */
export const INVITE_REWARD_ETB = 10;

/** Spec §9: the friend's welcome bonus (amount not given by the spec; play-only like the reward). */
export const WELCOME_BONUS_ETB = 10;

/**
 * Spec §9 referral reward, "credited after the friend's first login": when an account that signed
 * up with an agentId logs in with the right password for the first time, the inviter gets 10 birr and
 * the friend a welcome bonus, both play-only (promo balance, `invite` ledger entries). Returns whether it paid.
 */
export function creditInviteReward(world: World, friendPhone: string): boolean {
  const friend = world.data.accounts[friendPhone];
  const data = walletData(world);
  const rewarded = (data.rewarded ??= []);
  if (!friend?.agentId || rewarded.includes(friendPhone)) return false;
  const inviter = world.account(friend.agentId);
  if (!inviter || inviter.phone === friendPhone) return false;
  rewarded.push(friendPhone);
  world.credit(inviter.phone, INVITE_REWARD_ETB, [{ type: 'invite', amount: INVITE_REWARD_ETB, net_amount: INVITE_REWARD_ETB, isdebit: false }], 'promo');
  world.credit(friendPhone, WELCOME_BONUS_ETB, [{ type: 'invite', amount: WELCOME_BONUS_ETB, net_amount: WELCOME_BONUS_ETB, isdebit: false }], 'promo');
  return true;
}

/**
 * Handlers that must run before the base ones: on a successful first login of an invited friend,
 * pay the referral reward, then fall through (no answer) to the base login handler.
 */
export function createInviteRewardHandlers(world: World): HttpHandler[] {
  return [
    route('post', '/users/login/', ({ body: b }) => {
      const phone = typeof b.username === 'string' ? b.username.trim() : '';
      const account = world.account(phone);
      if (account && account.password === b.password) creditInviteReward(world, phone);
      return 'pass';
    }),
  ];
}
