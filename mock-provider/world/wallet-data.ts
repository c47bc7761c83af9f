import { stakeRule } from '@/shared/lib/bingo';
import { PATTERN_NAMES } from './pattern-names';
import type { World } from './world';

/**
 * The wallet's data inside the world (deposits waiting for the checkout page, invites, paid
 * referral rewards) and the players' game records for game history, written by the engines.
 */

/** The mock partner's accounts that receive manual deposits (proposed `GET /manual-payments/receiving-accounts`). */
export const RECEIVING_ACCOUNTS = [
  { provider: 'telebirr', account_number: '0911223344', account_name: 'Cartela Games PLC' },
  { provider: 'CBE Birr', account_number: '1000123456789', account_name: 'Cartela Games PLC' },
] as const;

/** A game the player joined, kept for game history (spec §2.15). */
export interface GameRecord {
  phone: string;
  gameId: string;
  date: string;
  betAmount: number;
  winnings: number;
  won: boolean;
  pattern: string;
  called_numbers: number[];
  boards: { board_id: number; board_numbers: number[][]; won: boolean; won_amount: number; winning_nums: number[] }[];
}

/** A deposit waiting for the mock checkout page's answer. */
export interface PendingDeposit {
  phone: string;
  amount: number;
  state: 'pending' | 'paid' | 'failed';
  /** The deposit request's Idempotency-Key, written on the deposit ledger entry once paid. */
  key?: string;
}

/** A money POST's first answer, kept per (player, path, key, body) so a repeat answers the same. */
export interface KeptAnswer {
  id: string;
  status: number;
  body: unknown;
}

/** Extra world data of this module, kept beside the base world's fields (older saved worlds lack it). */
export interface WalletData {
  games?: GameRecord[];
  deposits?: Record<string, PendingDeposit>;
  invites?: { inviter: string; friend: string; date: string }[];
  /** friends whose referral reward was paid */
  rewarded?: string[];
  /**
   * First answers of money POSTs by Idempotency-Key, oldest first (at most KEPT_ANSWERS). Kept in
   * the world, so in mock mode a repeat after a page reload is still answered, not performed again.
   */
  answers?: KeptAnswer[];
}

/** How many money answers the world keeps for repeats of the same key. */
export const KEPT_ANSWERS = 200;

/** The wallet's part of the world data. */
export const walletData = (world: World) => world.data as unknown as WalletData;

/** Records one player's game (called by the engine when a game ends). */
export function recordGame(world: World, record: Omit<GameRecord, 'date' | 'pattern'> & { date?: string }): void {
  const rule = stakeRule(record.betAmount);
  const data = walletData(world);
  (data.games ??= []).push({ ...record, date: record.date ?? new Date(world.now()).toISOString(), pattern: rule ? PATTERN_NAMES[rule.pattern] : '' });
  world.save();
}
