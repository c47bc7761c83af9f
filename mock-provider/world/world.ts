import { roundEtb } from '@/shared/lib/money';
import { createBoards, type MockBoard } from './boards';
import { CODE_ALPHABET, CODE_LENGTH, CODE_TTL_MS, initialWorld, VERIFIED_SIGNUP_WINDOW_MS, type LedgerEntry, type MockAccount, type MockNotice, type MockSms, type WorldData } from './data';

export * from './data';

/**
 * What a balance change records: one ledger entry of the ten types, without the player (the change's
 * own) and the date (the world's now). `amount` and `net_amount` in ETB, two decimals.
 */
export type LedgerNote = Omit<LedgerEntry, 'phone' | 'date'>;

/** Where the world is kept between runs (browser storage in mock mode, memory in the provider). */
export interface WorldStorage {
  load(): WorldData | null;
  save(data: WorldData): void;
}

export const memoryStorage = (): WorldStorage => {
  let data: WorldData | null = null;
  return { load: () => data, save: (d) => (data = d) };
};

/** Random id with a prefix, e.g. "vrf-8f2k1q". */
const randomId = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 10)}`;

export interface CodeCheck {
  ok: boolean;
  message: string;
}

/** The world with its operations; every change is saved at once. */
export class World {
  data: WorldData;
  boards: MockBoard[] = createBoards();

  private smsListeners = new Set<(sms: MockSms) => void>();
  private noticeListeners = new Set<(notice: MockNotice) => void>();
  /** Now, in epoch ms (tests may replace it). */
  now: () => number = () => Date.now();

  constructor(private storage: WorldStorage) {
    const loaded = storage.load();
    this.data = loaded && loaded.version === 2 ? loaded : initialWorld();
    this.save();
  }

  save(): void {
    this.storage.save(this.data);
  }

  /**
   * Serves `count` boards from now on (ids 1–count, the first 100 unchanged); a count outside
   * 1–1000 is ignored. Returns the count served.
   */
  setBoardCount(count: number): number {
    if (Number.isInteger(count) && count >= 1 && count <= 1000) this.boards = createBoards(75, count);
    return this.boards.length;
  }

  reset(): void {
    this.data = initialWorld();
    this.save();
  }

  account(phone: string): MockAccount | undefined {
    return this.data.accounts[phone];
  }

  issueToken(phone: string): string {
    const token = `mock.${phone}.${Math.random().toString(36).slice(2, 12)}`;
    this.data.tokens[token] = phone;
    this.save();
    return token;
  }

  /**
   * Makes a fixed token valid for a phone (provider states of the Pact verification: the pact sends
   * `Bearer mock.{phone}`). Login keeps issuing random tokens.
   */
  grantToken(phone: string, token: string): void {
    this.data.tokens[token] = phone;
    this.save();
  }

  /** Makes every token of `phone` invalid (a session revoked by the server). */
  revokeTokens(phone: string): void {
    for (const [token, owner] of Object.entries(this.data.tokens)) if (owner === phone) delete this.data.tokens[token];
    this.save();
  }

  accountByToken(token: string | null | undefined): MockAccount | undefined {
    if (!token) return undefined;
    const phone = this.data.tokens[token];
    return phone ? this.account(phone) : undefined;
  }

  balanceOf(phone: string): { current_balance: number; promo_balance: number } {
    const a = this.account(phone);
    return { current_balance: a?.current_balance ?? 0, promo_balance: a?.promo_balance ?? 0 };
  }

  /**
   * Takes `amount` ETB and writes its ledger entries in the same step (saved once). `from: 'any'`
   * takes the current balance first, then promo (stakes, purchases); `'current'` only the current
   * balance (withdrawals, transfers: promo is play-only, spec §9). Returns false (and changes and
   * writes nothing) when the player is unknown or short.
   */
  debit(phone: string, amount: number, entries: LedgerNote[], from: 'any' | 'current' = 'any'): boolean {
    const a = this.account(phone);
    if (!a || (from === 'current' ? a.current_balance : a.current_balance + a.promo_balance) < amount) return false;
    const fromCurrent = Math.min(a.current_balance, amount);
    a.current_balance = roundEtb(a.current_balance - fromCurrent);
    a.promo_balance = roundEtb(a.promo_balance - (amount - fromCurrent));
    this.write(phone, entries);
    return true;
  }

  /**
   * Adds `amount` ETB to the current balance (or to the play-only promo balance) and writes its
   * ledger entries in the same step (saved once). Returns false (nothing written) for an unknown player.
   * Without entries only a test's fixture (money the player "already had"); the provider always names them.
   */
  credit(phone: string, amount: number, entries: LedgerNote[] = [], to: 'current' | 'promo' = 'current'): boolean {
    const a = this.account(phone);
    if (!a) return false;
    if (to === 'promo') a.promo_balance = roundEtb(a.promo_balance + amount);
    else a.current_balance = roundEtb(a.current_balance + amount);
    this.write(phone, entries);
    return true;
  }

  /**
   * Takes a manual game's stake (current first, then promo) with no entry yet: spec §2.14 records it
   * when the game is settled, as `game_lost` or inside the winner's net `game_won`
   * (`settleStake`). Returns false (nothing changed) when the player is unknown or short.
   */
  holdStake(phone: string, amount: number): boolean {
    return this.debit(phone, amount, []);
  }

  /** The ledger entry of a stake taken earlier by `holdStake`, written when its game is settled (no balance change). */
  settleStake(phone: string, entry: LedgerNote): void {
    this.write(phone, [entry]);
  }

  /**
   * Sets a player's balances outright, without a ledger entry: a starting world (a provider state, a
   * test fixture), never a money movement.
   */
  setBalances(phone: string, balances: { current_balance?: number; promo_balance?: number }): void {
    const a = this.account(phone);
    if (!a) return;
    Object.assign(a, balances);
    this.save();
  }

  /**
   * Writes one ledger entry with no balance change (dated `now`, epoch ms): a history a test or
   * provider state starts from. Money that moves goes through `debit`/`credit`.
   */
  recordLedgerEntry(entry: Omit<LedgerEntry, 'date'>, now = this.now()): void {
    this.data.ledger.push({ ...entry, date: new Date(now).toISOString() });
    this.save();
  }

  private write(phone: string, entries: LedgerNote[]): void {
    const date = new Date(this.now()).toISOString();
    for (const e of entries) this.data.ledger.push({ phone, ...e, date });
    this.save();
  }

  onSms(cb: (sms: MockSms) => void): () => void {
    this.smsListeners.add(cb);
    return () => this.smsListeners.delete(cb);
  }

  onNotice(cb: (notice: MockNotice) => void): () => void {
    this.noticeListeners.add(cb);
    return () => this.noticeListeners.delete(cb);
  }

  /** Sends an SMS without a code to `phone` (a notice such as a new Telegram link). */
  sendNotice(phone: string, text: string): void {
    for (const cb of this.noticeListeners) cb({ phone, text });
  }

  /** Sends a six-character code valid 2 minutes (spec §9); returns the verification id. */
  sendCode(phone: string, purpose: MockSms['purpose']): string {
    const code = Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[Math.floor(Math.random() * CODE_ALPHABET.length)]).join('');
    const verificationId = randomId('vrf');
    this.data.codes[verificationId] = { phone, code, expiresAt: this.now() + CODE_TTL_MS, verified: false };
    this.save();
    for (const cb of this.smsListeners) cb({ phone, code, purpose });
    return verificationId;
  }

  /** Checks a code; a right one verifies the phone (and its account, if any). */
  checkCode(verificationId: string, phone: string, code: string): CodeCheck {
    const entry = this.data.codes[verificationId];
    if (!entry || entry.phone !== phone) return { ok: false, message: 'verification not found, please request a new code' };
    if (this.now() > entry.expiresAt) return { ok: false, message: 'code expired, please request a new code' };
    if (entry.code !== code.toUpperCase()) return { ok: false, message: 'wrong code, please check the SMS and try again' };
    entry.verified = true;
    entry.expiresAt = this.now() + VERIFIED_SIGNUP_WINDOW_MS;
    const account = this.account(phone);
    if (account) account.verified = true;
    this.save();
    return { ok: true, message: 'phone verified' };
  }

  /**
   * Marks `phone` verified as a right code does (`checkCode`): signup may create its account within
   * the same window, and an existing account with that phone becomes verified. For proofs of the phone
   * other than a code (the contact Telegram shared, the proposed `telegram_verify_phone`).
   */
  markPhoneVerified(phone: string): void {
    this.data.codes[randomId('vrf')] = { phone, code: '', expiresAt: this.now() + VERIFIED_SIGNUP_WINDOW_MS, verified: true };
    const account = this.account(phone);
    if (account) account.verified = true;
    this.save();
  }

  phoneRecentlyVerified(phone: string): boolean {
    return Object.values(this.data.codes).some((c) => c.phone === phone && c.verified && c.expiresAt >= this.now());
  }

  startReset(phone: string): { token: string; verification_id: string } {
    const verification_id = this.sendCode(phone, 'reset');
    const token = randomId('rst');
    this.data.resets[token] = { phone, verificationId: verification_id };
    this.save();
    return { token, verification_id };
  }

  finishReset(token: string, phone: string, newPassword: string): CodeCheck {
    const reset = this.data.resets[token];
    if (!reset || reset.phone !== phone) return { ok: false, message: 'invalid reset token' };
    if (!this.data.codes[reset.verificationId]?.verified) return { ok: false, message: 'please verify the code first' };
    const account = this.account(phone);
    if (!account) return { ok: false, message: 'no account with this phone number' };
    account.password = newPassword;
    delete this.data.resets[token];
    this.save();
    return { ok: true, message: 'password changed' };
  }

  createAccount(a: { username: string; phone: string; password: string; agentId?: string }): MockAccount {
    const account = { username: a.username, phone: a.phone, password: a.password, verified: true, current_balance: 0, promo_balance: 0, agentId: a.agentId };
    this.data.accounts[a.phone] = account;
    this.save();
    return account;
  }
}
