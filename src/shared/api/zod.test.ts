import { describe, expect, test } from 'vitest';
import { watchCompiledCode } from '../../../tests/setup/watch-eval';

/**
 * The production CSP has no 'unsafe-eval' (README "Deploying"): every zod schema the app bundle
 * makes must parse without compiling code. zod 4 calls `new Function` to probe for eval when the
 * first object schema is made and to compile each object parser on its first parse, unless
 * `jitless` was set before the schema was made. Each case loads one entry point of zod use afresh,
 * with `jitless` off as on a fresh page, and watches the Function constructor.
 */
const compiled = watchCompiledCode();

describe('zod runs without eval (strict CSP)', () => {
  test('socket contracts (@contracts/socket): schemas made and parsed without new Function', async () => {
    const { schemas, autoSchemas } = await import('@contracts/socket');
    expect(schemas.RequestInitialBoardlist.safeParse({ betAmount: 10, phone: '0911000001' }).success).toBe(true);
    expect(autoSchemas.RequestAutoBoardlist.safeParse({ game_id: 'g1' }).success).toBe(true);
    expect(compiled.bodies).toEqual([]);
  });

  test('generated HTTP validators, as validators() loads them', async () => {
    const v = await import('./validators');
    expect(v.LoginResponse.safeParse({ token: 't', user: { username: 'abebe', phone: '0911000001', verified: true }, credit_balance: { current_balance: 500, promo_balance: 0 } }).success).toBe(true);
    expect(v.DepositRequestResponse.safeParse({ url: 'https://checkout.example/pay/1' }).success).toBe(true);
    expect(compiled.bodies).toEqual([]);
  });
});
