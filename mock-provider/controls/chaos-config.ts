import { z } from '../zod';

/**
 * Chaos mode of the mock provider (`MOCK_CHAOS` for `npm run provider`, `localStorage['cartela.mock.chaos']`
 * in the browser; off by default): the socket traffic of both transports and the HTTP answers are bent in every way the
 * contracts (socket-contracts/README.md, openapi/openapi.yaml) allow an honest server to behave, so a
 * client can be tried against "any honest server" rather than only this mock. Every decision is drawn
 * from the seed and the event itself (player, event name, how many of that event came before), so a
 * seed replays the same decisions however the timers interleave. Not part of the contract.
 *
 * What it does, each at its rate (0–1):
 * - `duplicate`: a per-game event (`…_{gameId}`) is delivered twice (at-least-once delivery; a chat
 *   message twice with its one messageId);
 * - `delay`: an event or ack waits up to `maxDelayMs`; order is kept (one socket is one ordered stream);
 * - `reorder`: a status event (stake status, prize pool, board list), a chat reaction or an ack may overtake or be
 *   overtaken by other events, never by another event of its own name (the three stake-status
 *   events count as one name);
 * - `droppedAck`: the proposed ack of `_join_game_` / `purchase_cartela` is not sent (their answer
 *   events still are: a server without acks), and an HTTP money POST is performed but its answer lost;
 * - `refusal`: `_join_game_` / `purchase_cartela` is refused with ack `{success: false, message}` and
 *   its refusal answer event, and NOT performed; a retry with the same `requestId` is refused again;
 *   at the same rate a chat reaction or message (proposed) is refused `{success: false, refusal:
 *   rate_limited, retryAfter: 1}` and not posted (a retry may pass; chat acks are never dropped);
 * - `broadcast` (true/false): per-game answer events (`_game_joined_`, `_game_join_validation_error_`,
 *   `_game_rejoined_`, and `purchase_cartela_result`) also go to every other socket watching that
 *   game, as a server that answers into the game's room (a refused claim's `_game_result_` stays with
 *   the claimant: the contract says so);
 * - `busy`: an HTTP money POST is answered 409 (a repeat of a key still being processed) or 429 (try
 *   later), drawn, and NOT performed: its Idempotency-Key is not spent;
 * - `nulls`: every absent optional field of a server payload, ack or HTTP JSON answer is sent as `null`;
 * - `phoneFormat`: phones in server answers (`…phone…` fields and maps; in HTTP answers at any depth)
 *   as `+2519…`, `2519…`, `09…` or, with `mixed`, one of them drawn per payload (per player and
 *   event, per HTTP path).
 */
export const ChaosConfigSchema = z.object({
  seed: z.number().int(),
  duplicate: z.number().min(0).max(1).default(0.1),
  delay: z.number().min(0).max(1).default(0.3),
  maxDelayMs: z.number().int().min(0).max(5000).default(400),
  reorder: z.number().min(0).max(1).default(0.2),
  droppedAck: z.number().min(0).max(1).default(0.2),
  refusal: z.number().min(0).max(1).default(0.1),
  broadcast: z.boolean().default(true),
  busy: z.number().min(0).max(1).default(0.1),
  nulls: z.number().min(0).max(1).default(0.5),
  phoneFormat: z.enum(['mixed', '+251', '251', '0']).default('mixed'),
});
export type ChaosConfig = z.infer<typeof ChaosConfigSchema>;

/** The chaos config of `raw` (parsed JSON of MOCK_CHAOS or the browser key); null (off) when absent or invalid. */
export function resolveChaos(raw: unknown): ChaosConfig | null {
  if (raw === null || raw === undefined) return null;
  const parsed = ChaosConfigSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  console.error('[mock provider] chaos config is invalid; chaos stays off', parsed.error);
  return null;
}

/** A refusal's message (shown to the player as the server's words). */
export const CHAOS_REFUSAL = 'The server is busy. Please try again.';

/** Counts of what chaos did, for tests and reports. */
export interface ChaosStats {
  delayed: number;
  reordered: number;
  duplicated: number;
  droppedAcks: number;
  lostHttpAnswers: number;
  /** HTTP money POSTs answered 409 or 429 and not performed. */
  busyHttp: number;
  refused: number;
  broadcast: number;
  nulls: number;
  phones: number;
}
