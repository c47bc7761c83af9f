import type { HttpHandler } from 'msw';
import { roundEtb } from '@/shared/lib/money';
import { decodeReferral } from '@/shared/lib/referral';
import { KEPT_ANSWERS, RECEIVING_ACCOUNTS, walletData, type KeptAnswer } from '../world/wallet-data';
import { countTowardLimits, limitRefusalText } from '../world/limits';
import { WalletFaults } from '../controls/wallet-faults';
import { noMoneyHooks, type MoneyHooks } from '../engine';
import type { LedgerEntry, World } from '../world/world';
import { route, type Answer, type Received } from './contract';

/** The money POSTs of the contract (each runs once per Idempotency-Key), paths after `/api`. */
export const MONEY_PATHS = [
  '/transactions/depositRequest',
  '/transactions/withdrawlRequest',
  '/transactions/transfer',
  '/manual-payments/manualPay/request',
  '/manual-payments/manualRequest/requests',
  '/wallet/manual/deposit/',
  '/wallet/manual/withdraw/',
] as const;
type MoneyPath = (typeof MONEY_PATHS)[number];

/**
 * The mock provider's wallet (spec §2.13–§2.16, §4, §7, §9): deposits (automatic through a
 * mock checkout page, manual), withdrawals (PENDING), transfers (both sides), invites (play-only),
 * ledger history, and per-player game records for game history. Every balance change writes a
 * ledger entry of one of the ten types. Repeated `Idempotency-Key`s get the first answer back (kept in
 * the world, so also after a page reload in mock mode); the entries a keyed request writes carry its
 * key as the proposed `idempotency_key`.
 */

/** Spec §9 limits. */
export const LIMITS = { minDeposit: 50, maxDailyDeposit: 10_000, minWithdrawal: 100, maxDailyWithdrawal: 1_000 } as const;
const sameDay = (iso: string, now: number) => iso.slice(0, 10) === new Date(now).toISOString().slice(0, 10);

function todaysTotal(world: World, phone: string, type: LedgerEntry['type']): number {
  const now = world.now();
  return world.data.ledger.filter((e) => e.phone === phone && e.type === type && sameDay(e.date, now)).reduce((s, e) => s + e.amount, 0);
}

/** The mock checkout page of a pending deposit, as a URL on `origin` (the app in the browser, the provider in Node). */
export const checkoutUrl = (origin: string, reference: string, amount: number, returnTo: string) =>
  `${origin}/mockCheckout?reference=${encodeURIComponent(reference)}&amount=${amount.toFixed(2)}&return=${encodeURIComponent(returnTo)}`;

/** The proposed `idempotency_key` of a ledger entry, when the intent that wrote it carried one. */
const keyed = (key: string | null | undefined) => (key ? { idempotency_key: key } : {});

/** Settles a pending deposit from the mock checkout page: paid credits the player and writes a deposit ledger entry. */
export function settleDeposit(world: World, reference: string, outcome: 'paid' | 'failed'): boolean {
  const deposit = walletData(world).deposits?.[reference];
  if (!deposit || deposit.state !== 'pending') return false;
  deposit.state = outcome;
  if (outcome === 'paid') {
    world.credit(deposit.phone, deposit.amount, [{ type: 'deposit', amount: deposit.amount, net_amount: deposit.amount, isdebit: false, ...keyed(deposit.key) }]);
  }
  world.save();
  return true;
}

/**
 * The wallet's HTTP handlers over `world`. `hooks` log each money request's Idempotency-Key and
 * apply the fault "perform the next money call, then drop its answer" (a network error after the
 * money moved); `faults` lets tests bend the next deposit answer, answer money calls 409 / 429 /
 * 5xx without performing them, and fail ledger reads.
 */
export function createWalletHandlers(world: World, hooks: MoneyHooks = noMoneyHooks, faults: WalletFaults = new WalletFaults()): HttpHandler[] {
  /** The first answer kept for `id`, and keeping one (the oldest go beyond KEPT_ANSWERS). */
  const kept = (id: string) => walletData(world).answers?.find((a) => a.id === id);
  const keep = (answer: KeptAnswer) => {
    const data = walletData(world);
    data.answers = [...(data.answers ?? []), answer].slice(-KEPT_ANSWERS);
    world.save();
  };
  const bearer = (request: Request) => request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? null;
  const isPhone = (v: unknown): v is string => typeof v === 'string' && /^0\d{9}$/.test(v);
  const amountOf = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? roundEtb(v) : NaN);
  const unauthorized = { status: 401, body: { message: 'unauthorized' } } as const;
  /**
   * An answer outside the operation's documented ones that any HTTP server or a proxy in front of it
   * may give (409, 429, 5xx): a test control forces it (`WalletFaults`).
   */
  const undocumented = (status: number) => ({ status, body: { message: status === 409 ? 'a request with this key is still being processed' : 'service unavailable, try again later' } }) as unknown as Answer<MoneyPath, 'post'>;
  const fail = (message: string) => ({ status: 400, body: { message } }) as const;

  /**
   * The money POST `path`, run once per Idempotency-Key: a repeated key answers the first answer
   * again. `run` gets the token's player, the body as received and the request's key, and returns
   * one of the operation's documented answers.
   */
  const money = <P extends MoneyPath>(path: P, run: (phone: string, b: Received<P, 'post'>, request: Request, key: string | null) => Answer<P, 'post'>) =>
    route('post', path as MoneyPath, ({ request, body: b }) => {
      const account = world.accountByToken(bearer(request));
      if (!account) return unauthorized;
      const key = request.headers.get('idempotency-key');
      hooks.recordMoneyRequest(new URL(request.url).pathname, key);
      // a forced 409 / 429 / 5xx: nothing performed, nothing kept for the key
      const forced = faults.takeMoneyStatus();
      if (forced !== null) return undocumented(forced);
      // the key names one request: the same key with another body is another request
      const cacheKey = key ? `${account.phone}:${new URL(request.url).pathname}:${key}:${JSON.stringify(b)}` : null;
      const earlier = cacheKey ? kept(cacheKey) : undefined;
      // a kept answer was one of this operation's answers when it was first sent
      if (earlier) return { status: earlier.status, body: earlier.body } as Answer<MoneyPath, 'post'>;
      const result = run(account.phone, b as Received<P, 'post'>, request, key);
      if (cacheKey) keep({ id: cacheKey, status: result.status, body: result.body });
      return hooks.takeMoneyAnswerDrop() ? 'drop' : (result as Answer<MoneyPath, 'post'>);
    });

  /** The player's ledger entries, newest first (three paths of the contract answer them). */
  const history = ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => {
    const account = world.accountByToken(bearer(request));
    if (!account) return unauthorized;
    const failing = faults.takeLedgerReadFailure();
    if (failing !== null) return { status: failing, body: { message: 'service unavailable, try again later' } } as unknown as { status: 200; body: { data: never[] } };
    const id = params.id ?? params.phone;
    if (id !== account.phone) return { status: 403, body: { message: 'forbidden' } } as const;
    const rows = world.data.ledger
      .filter((e) => e.phone === account.phone)
      .map(({ type, date, amount, net_amount, isdebit, idempotency_key }) => ({ type, date, amount, net_amount, isdebit, ...keyed(idempotency_key) }))
      .reverse();
    return { status: 200, body: { data: rows } } as const;
  };

  /** Records an invitation from `inviter` to `friend` (spec §2.16); refuses bad, own or registered phones. */
  const invite = (inviter: string, friend: unknown): { message: string } | { error: string } => {
    if (!isPhone(friend)) return { error: 'Phone number must be 10 digits: starting with 0...' };
    if (friend === inviter) return { error: 'you cannot invite yourself' };
    if (world.account(friend)) return { error: 'this phone number already has an account' };
    (walletData(world).invites ??= []).push({ inviter, friend, date: new Date(world.now()).toISOString() });
    world.save();
    return { message: `invitation sent to ${friend}` };
  };

  const manualDeposit = (phone: string, b: Received<'/wallet/manual/deposit/', 'post'>): Answer<'/wallet/manual/deposit/', 'post'> => {
    const amount = amountOf(b.amount);
    if (!(amount > 0)) return fail('Please enter a valid amount.');
    if (typeof b.receiptMessage !== 'string' || !b.receiptMessage.trim()) return fail('Please paste the mobile-money SMS transaction Id.');
    if (b.phone !== phone) return fail('phone does not match the logged-in player');
    const overLimit = limitRefusalText(world, phone, 'deposit', amount);
    if (overLimit !== null) return fail(overLimit);
    countTowardLimits(world, phone, 'deposit', amount);
    world.save();
    return { status: 200, body: { message: `manual deposit of ${amount.toFixed(2)} ETB received; an operator will check SMS ${b.receiptMessage.trim()} shortly` } };
  };
  const manualWithdraw = (phone: string, b: Received<'/wallet/manual/withdraw/', 'post'>): Answer<'/wallet/manual/withdraw/', 'post'> => {
    const amount = amountOf(b.amount);
    if (!(amount > 0)) return fail('Please enter a valid amount.');
    if (typeof b.trxId !== 'string' || !b.trxId) return fail('unable to generate trx id. please refresh the page!');
    if (amount > world.balanceOf(phone).current_balance) return fail('insufficient balance!');
    return { status: 200, body: { message: `withdrawal request ${String(b.trxId)} received; it will be processed within 24 hours` } };
  };

  return [
    money('/transactions/depositRequest', (phone, b, request, key): Answer<'/transactions/depositRequest', 'post'> => {
      const amount = amountOf(b.amount);
      if (b.phone !== undefined && !isPhone(b.phone)) return fail('Phone number must be exactly 10 digits');
      if (!(amount >= LIMITS.minDeposit)) return fail(`minimum deposit is ${LIMITS.minDeposit} birr`);
      if (todaysTotal(world, phone, 'deposit') + amount > LIMITS.maxDailyDeposit) return fail(`maximum daily deposit is ${LIMITS.maxDailyDeposit.toLocaleString('en-US')} birr`);
      const overLimit = limitRefusalText(world, phone, 'deposit', amount);
      if (overLimit !== null) return fail(overLimit);
      countTowardLimits(world, phone, 'deposit', amount);
      const reference = `dep-${world.now()}-${Math.random().toString(36).slice(2, 6)}`;
      const data = walletData(world);
      (data.deposits ??= {})[reference] = { phone, amount, state: 'pending', ...(key ? { key } : {}) };
      world.save();
      const returnTo = request.headers.get('origin') ?? new URL(request.url).origin;
      const url = faults.takeDepositUrl() ?? checkoutUrl(new URL(request.url).origin, reference, amount, returnTo);
      return { status: 200, body: { message: 'deposit request created', reference, url } };
    }),

    money('/transactions/withdrawlRequest', (phone, b, _request, key): Answer<'/transactions/withdrawlRequest', 'post'> => {
      const amount = amountOf(b.amount);
      if (!isPhone(b.phone)) return fail('phone number required');
      if (b.paymentMethod !== 'telebirr') return fail('invalid payment method. please select one!');
      if (!(amount >= LIMITS.minWithdrawal)) return fail(`minimum withdrawal is ${LIMITS.minWithdrawal} birr`);
      if (todaysTotal(world, phone, 'withdrawal') + amount > LIMITS.maxDailyWithdrawal) return fail(`maximum daily withdrawal is ${LIMITS.maxDailyWithdrawal.toLocaleString('en-US')} birr`);
      if (!world.debit(phone, amount, [{ type: 'withdrawal', amount, net_amount: amount, isdebit: true, ...keyed(key) }], 'current')) return fail('insufficient balance!');
      return { status: 200, body: { status: 'PENDING', message: 'withdrawal request received' } };
    }),

    money('/transactions/transfer', (phone, b, _request, key): Answer<'/transactions/transfer', 'post'> => {
      const credit = amountOf(b.credit);
      if (b.sender !== phone) return fail('user data not found! please refresh the page.');
      if (!isPhone(b.receiver)) return fail('Phone number must be 10 digits: starting with 0...');
      if (b.receiver === phone) return fail('you cannot transfer to your own account');
      const receiver = world.account(b.receiver);
      if (!receiver) return fail('receiver account not found');
      if (!(credit > 0)) return fail('amount required');
      // promo is play-only: a transfer takes the current balance only
      if (!world.debit(phone, credit, [{ type: 'transfer_out', amount: credit, net_amount: credit, isdebit: true, ...keyed(key) }], 'current')) return fail('insufficient balance!');
      // the sender's entry names the sender's intent; the receiver's entry is no intent of theirs
      world.credit(receiver.phone, credit, [{ type: 'transfer_in', amount: credit, net_amount: credit, isdebit: false }]);
      return { status: 200, body: world.balanceOf(phone) };
    }),

    money<'/manual-payments/manualPay/request'>('/manual-payments/manualPay/request', manualDeposit),
    money<'/manual-payments/manualRequest/requests'>('/manual-payments/manualRequest/requests', manualWithdraw),
    money('/wallet/manual/deposit/', manualDeposit),
    money('/wallet/manual/withdraw/', manualWithdraw),

    // proposed (x-spec-status: proposed): where a manual deposit is sent, the same for every player
    route('get', '/manual-payments/receiving-accounts', ({ reply, request }) =>
      world.accountByToken(bearer(request)) ? reply(200, { accounts: RECEIVING_ACCOUNTS.map((a) => ({ ...a })) }) : reply(401, { message: 'unauthorized' }),
    ),

    route('get', '/transactions/history/data/{id}', history),
    route('get', '/transactions/history/{id}', history),
    route('get', '/wallet/transactions/{phone}/', history),

    route('post', '/users/send_invitation_code', ({ reply, request, body: b }) => {
      const account = world.accountByToken(bearer(request));
      if (!account) return reply(401, { message: 'unauthorized' });
      const result = invite(account.phone, b.phone);
      return 'error' in result ? reply(400, { message: result.error }) : reply(200, { data: { message: result.message } });
    }),

    // proposed path (x-spec-status: proposed): the same invitation, carrying the inviter's referral code
    route('post', '/invitations/', ({ reply, request, body: b }) => {
      const account = world.accountByToken(bearer(request));
      if (!account) return reply(401, { message: 'unauthorized' });
      if (typeof b.referralCode !== 'string' || decodeReferral(b.referralCode) !== account.phone) return reply(400, { message: 'invalid referral code' });
      const result = invite(account.phone, b.friendPhone);
      return 'error' in result ? reply(400, { message: result.error }) : reply(200, { message: result.message });
    }),

    route('get', '/users/get_games_by_date_and_phone', ({ reply, request }) => {
      const account = world.accountByToken(bearer(request));
      if (!account) return reply(401, { message: 'unauthorized' });
      const q = new URL(request.url).searchParams;
      const start = q.get('start') ?? '';
      const end = q.get('end') ?? '';
      if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || !/^\d{4}-\d{2}-\d{2}$/.test(end)) return reply(400, { message: 'start and end must be dates (YYYY-MM-DD)' });
      // an inclusive day range, widened by a day on each side for time zones (the client filters by its local day)
      const from = Date.parse(`${start}T00:00:00Z`) - 86_400_000;
      const to = Date.parse(`${end}T23:59:59Z`) + 86_400_000;
      const games = (walletData(world).games ?? [])
        .filter((g) => g.phone === account.phone)
        .filter((g) => Date.parse(g.date) >= from && Date.parse(g.date) <= to)
        .map(({ phone: _phone, ...g }) => g)
        .reverse();
      return reply(200, { data: games });
    }),
  ];
}

export { recordGame, type GameRecord } from '../world/wallet-data';
export { createInviteRewardHandlers, creditInviteReward, INVITE_REWARD_ETB, WELCOME_BONUS_ETB } from './invites';
