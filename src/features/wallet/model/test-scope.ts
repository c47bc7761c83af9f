import { allSettled, fork } from 'effector';
import { $user } from '@/entities/session';
import { $balance, fetchBalanceFx } from '@/entities/wallet';
import { checkLimitFx, readDeviceFx, writeDayTotalsFx } from '@/entities/responsible-play';
import { NO_LIMITS } from '@/shared/lib/limits';
import { $paymentAllowList } from './wallet';

// Shared by the wallet model tests (validation, requests, deposit): a logged-in player with 500 ETB.
export const user = { username: 'abebe', phone: '0911000001', verified: true };
export const balance = { current_balance: 500, promo_balance: 0 };

/** A scope of that player; `handlers` replace the money effects, `fetchBalance` the balance read. */
export function scopeWith(handlers: [unknown, unknown][] = [], fetchBalance: (phone: string) => Promise<typeof balance> = async () => balance) {
  return fork({
    values: [
      [$user, user],
      [$balance, balance],
      [$paymentAllowList, { hosts: ['checkout.example'], pageOrigin: null }],
    ],
    handlers: [
      [fetchBalanceFx, fetchBalance],
      // no limit set (responsible play): every deposit may go ahead; today's totals stay in the test
      [checkLimitFx, async () => undefined],
      [readDeviceFx, () => ({ limits: NO_LIMITS, totals: null })],
      [writeDayTotalsFx, () => undefined],
      ...handlers,
    ] as never,
  });
}

/** Types `fields` into a money form, one fieldChanged each. */
export async function fill<F extends Record<string, string>>(scope: ReturnType<typeof fork>, form: { fieldChanged: (p: { name: keyof F & string; value: string }) => void }, fields: Partial<F>) {
  for (const [name, value] of Object.entries(fields)) await allSettled(form.fieldChanged as never, { scope, params: { name, value } });
}

/** A form note's text in the current language (a catalogue message is worded now, a server text is as it came). */
export function textOf(note: { text: string | (() => string) } | null | undefined): string | undefined {
  return typeof note?.text === 'function' ? note.text() : note?.text;
}
