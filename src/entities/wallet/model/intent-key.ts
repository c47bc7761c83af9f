import { createEffect } from 'effector';
import { newIdempotencyKey } from '@/shared/api/index.payments';

/** One money intent's idempotency key and when the player confirmed the intent (epoch ms, device clock). */
export interface IntentKey {
  key: string;
  at: number;
}

/**
 * The one place a money intent's key is made (the rules for money: one intent, one idempotency key,
 * sent again on every retry of that intent): the intent's key when it has one (a retry, the same
 * intent entered again), else a new key stamped with now. Sent as the `Idempotency-Key` header of
 * an HTTP money call or the `requestId` of a socket money event. Each user attaches its own copy
 * (`attach({ effect: takeIntentKeyFx })`); tests replace it in `fork({ handlers })`.
 */
export const takeIntentKeyFx = createEffect((held: IntentKey | null): IntentKey => (held ? { key: held.key, at: held.at } : { key: newIdempotencyKey(), at: Date.now() }));
