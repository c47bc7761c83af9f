import { describe, expect, test } from 'vitest';
import { parseStartParam } from '@/shared/telegram';
import { firstPathAfterSignIn } from './start-param';

/** `startapp` deep links. */
describe('start parameter', () => {
  test('ref_<code> is a referral, game_<id> a scheduled game, anything else nothing', () => {
    expect(parseStartParam('ref_Y3RsOjEw')).toEqual({ kind: 'referral', code: 'Y3RsOjEw' });
    expect(parseStartParam('game_auto-7k2q')).toEqual({ kind: 'game', gameId: 'auto-7k2q' });
    for (const v of [null, '', 'ref_', 'game_', 'hello', 'game_../x', `ref_${'a'.repeat(70)}`]) expect(parseStartParam(v)).toBeNull();
  });

  test('after sign-in a game deep link wins over the redirect', () => {
    expect(firstPathAfterSignIn({ kind: 'game', gameId: 'g1' }, '/stake')).toEqual({ to: '/autoBoardSelector/$gameId', params: { gameId: 'g1' } });
    expect(firstPathAfterSignIn({ kind: 'referral', code: 'c' }, '/stake')).toEqual({ href: '/stake' });
  });
});
