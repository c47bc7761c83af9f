import { formatEtb, roundEtb } from '@/shared/lib/money';
import { countTowardLimits } from '../../world/limits';
import type { World } from '../../world/world';
import { phoneOf } from './payloads';
import { prizePool, purchaseRefusal } from './rules';
import type { AutoGame } from './state';

/**
 * Money of the auto games: a purchase debits the wallet and writes a `cartela_purchase` ledger
 * entry (at most 2 boards per player); the winners of a call share the prize pool evenly
 * (`game_won` entries; bots are not paid). The engine persists and emits.
 */

/** Sells `boards` of game `g` to `phone`; on success the boards are the player's and the entry carries `requestId`. */
export function buyBoards(world: World, g: AutoGame | undefined, phone: string, boards: number[], requestId?: string): { success: boolean; message: string } {
  if (!g || g.status !== 'waiting') return { success: false, message: 'This game is not selling boards any more.' };
  const ids = [...new Set(boards)];
  const refusal = purchaseRefusal(world, g, phone, ids);
  if (refusal !== null) return { success: false, message: refusal };
  const total = roundEtb(g.betAmount * ids.length);
  // the purchase's requestId is its idempotency key: the client finds a purchase whose answer was lost by it
  const entry = { type: 'cartela_purchase', amount: total, net_amount: total, isdebit: true, ...(requestId ? { idempotency_key: requestId } : {}) } as const;
  if (!world.debit(phone, total, [entry])) return { success: false, message: `በቂ ባላንስ አልተገኘም - ${formatEtb(world.balanceOf(phone).current_balance)} ብር!` };
  countTowardLimits(world, phone, 'stake', total);
  for (const id of ids) g.owners.set(id, phone);
  return { success: true, message: `Boards ${ids.join(', ')} bought for ${formatEtb(total)} ETB.` };
}

/** Sets the game's winners (the prize pool split evenly between the winning boards) and pays the real players. */
export function payWinners(world: World, g: AutoGame, winningBoards: number[]): void {
  const share = winningBoards.length > 0 ? roundEtb(prizePool(g) / winningBoards.length) : 0;
  g.winners = winningBoards.map((boardId) => ({ boardId, playerPhone: phoneOf(g, boardId), winningAmount: share }));
  for (const w of g.winners) {
    const owner = g.owners.get(w.boardId)!;
    if (owner.startsWith('bot:')) continue;
    world.credit(owner, share, [{ type: 'game_won', amount: share, net_amount: share, isdebit: false }]);
  }
}

/** The auto game's money as one collaborator: the purchase and the payment of the winners, through the world's ledger. */
export const autoSettlement = { buyBoards, payWinners };
export type AutoSettlement = typeof autoSettlement;
