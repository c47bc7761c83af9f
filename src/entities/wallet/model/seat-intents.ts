import { createEffect } from 'effector';
import { readToken } from '@/shared/api';
import { newIdempotencyKey } from '@/shared/api/index.payments';
import { PLAYER_KEPT_KEYS } from '@/shared/config';
import type { IntentKey } from './intent-key';

/**
 * The request ids of joins (`_join_game_`) and board purchases (`purchase_cartela`) that debit a
 * stake (spec §5, §7): one per intent, kept in local storage `cartela.seatIntents` until the server
 * answers it, per player. A reload, a logout or a closed Telegram Mini App during a join or a
 * purchase loses nothing: the same player sending the same boards to the same game again sends the
 * same request id, which the server performs once.
 */

/** One join or purchase the device keeps until it is answered. */
export interface SeatIntent {
  kind: 'join' | 'purchase';
  /** The player who confirmed it. */
  phone: string;
  gameId: string;
  /** Board ids, in the order picked. */
  boards: number[];
  /** The stake per board, ETB. */
  betAmount: number;
  /** The request id sent with it. */
  key: string;
  /** When the player confirmed it (epoch ms, device clock). */
  at: number;
}
/** What names a seat intent: the same target is the same intent. */
export type SeatTarget = Omit<SeatIntent, 'key' | 'at'>;

/** How long an unanswered join or purchase is kept (ms): a game is over long before. */
const KEEP_MS = 6 * 60 * 60 * 1000;

function isSeatIntent(v: unknown): v is SeatIntent {
  const i = v as Partial<SeatIntent> | null;
  return (
    typeof i === 'object' &&
    i !== null &&
    (i.kind === 'join' || i.kind === 'purchase') &&
    typeof i.phone === 'string' &&
    typeof i.gameId === 'string' &&
    Array.isArray(i.boards) &&
    i.boards.every((b) => Number.isInteger(b)) &&
    typeof i.betAmount === 'number' &&
    typeof i.key === 'string' &&
    i.key !== '' &&
    typeof i.at === 'number'
  );
}

/** The kept seat intents of every player younger than `KEEP_MS` at `now`; none when storage is unreadable. */
function readSeatIntents(now: number): SeatIntent[] {
  try {
    const raw = localStorage.getItem(PLAYER_KEPT_KEYS.seatIntents);
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value) ? value.filter(isSeatIntent).filter((i) => now - i.at < KEEP_MS) : [];
  } catch {
    return [];
  }
}

function writeSeatIntents(list: SeatIntent[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(PLAYER_KEPT_KEYS.seatIntents);
    else localStorage.setItem(PLAYER_KEPT_KEYS.seatIntents, JSON.stringify(list));
  } catch {
    // storage unavailable: the request id lives as long as the page
  }
}

const sameBoards = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id));
const sameTarget = (a: SeatTarget, b: SeatTarget) =>
  a.kind === b.kind && a.phone === b.phone && a.gameId === b.gameId && a.betAmount === b.betAmount && sameBoards(a.boards, b.boards);

/**
 * The request id of a join or purchase: the one this page holds (`held`, a retry), else the one the
 * device kept for the same player, game, stake and boards, else a new one stamped with now. It is
 * kept on the device until `forgetSeatIntentFx`; not written once this tab's session has ended.
 */
export const takeSeatIntentFx = createEffect(({ target, held }: { target: SeatTarget; held: IntentKey | null }): IntentKey => {
  const now = Date.now();
  const list = readSeatIntents(now);
  const kept = list.find((i) => sameTarget(i, target));
  const intent = held ?? (kept ? { key: kept.key, at: kept.at } : { key: newIdempotencyKey(), at: now });
  if (readToken() !== null && kept?.key !== intent.key) writeSeatIntents([...list.filter((i) => !sameTarget(i, target)), { ...target, ...intent }]);
  return intent;
});

/** Forgets the join or purchase with request id `key`: the server answered it (seated, bought or refused). */
export const forgetSeatIntentFx = createEffect((key: string) => {
  const list = readSeatIntents(Date.now());
  if (list.some((i) => i.key === key)) writeSeatIntents(list.filter((i) => i.key !== key));
});
