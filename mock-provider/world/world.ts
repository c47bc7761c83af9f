import { roundEtb } from '@/shared/lib/money';
import { createBoards, type MockBoard } from './boards';

/**
 * The mock provider's small world: accounts, balances, ledger entries and session tokens. It is
 * plain data so it can be saved to browser storage (mock mode) and survive a reload.
 */
export interface MockAccount {
  username: string;
  phone: string;
  password: string;
  verified: boolean;
  current_balance: number;
  promo_balance: number;
}

export type LedgerType =
  | 'deposit'
  | 'transfer_in'
  | 'transfer_out'
  | 'withdrawal'
  | 'game_won'
  | 'game_lost'
  | 'bonus'
  | 'game_bonus'
  | 'invite'
  | 'cartela_purchase';

export interface LedgerEntry {
  phone: string;
  type: LedgerType;
  date: string;
  amount: number;
  net_amount: number;
  isdebit: boolean;
  /** The money intent that wrote the entry (HTTP Idempotency-Key or socket requestId); proposed in the OpenAPI. */
  idempotency_key?: string;
}

/** A one-time code sent by "SMS" (spec §9: six characters, valid 2 minutes). */
export interface PhoneCode {
  phone: string;
  code: string;
  expiresAt: number;
  verified: boolean;
}

/** A password reset in progress (spec §4 Password reset). */
export interface PasswordReset {
  phone: string;
  verificationId: string;
}

export interface WorldData {
  version: 2;
  accounts: Record<string, MockAccount & { agentId?: string }>;
  tokens: Record<string, string>;
  ledger: LedgerEntry[];
  /** verification id → code */
  codes: Record<string, PhoneCode>;
  /** reset token → reset */
  resets: Record<string, PasswordReset>;
}

/** Spec §9: code length 6, expiry 2 minutes. */
export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 2 * 60 * 1000;
/** How long a verified code lets a signup go through. */
const VERIFIED_SIGNUP_WINDOW_MS = 15 * 60 * 1000;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** An "SMS" the mock provider sent; shown in the dev panel / console, never in production. */
export interface MockSms {
  phone: string;
  code: string;
  purpose: 'verify' | 'reset';
}

/** Demo accounts, documented in the README. */
export const DEMO_ACCOUNTS: readonly MockAccount[] = [
  { username: 'abebe', phone: '0911000001', password: 'cartela123', verified: true, current_balance: 500, promo_balance: 0 },
  { username: 'almaz', phone: '0911000002', password: 'cartela123', verified: true, current_balance: 1000, promo_balance: 50 },
  { username: 'kebede', phone: '0911000003', password: 'cartela123', verified: false, current_balance: 0, promo_balance: 0 },
];

export function initialWorld(): WorldData {
  return {
    version: 2,
    accounts: Object.fromEntries(DEMO_ACCOUNTS.map((a) => [a.phone, { ...a }])),
    tokens: {},
    ledger: [],
    codes: {},
    resets: {},
  };
}

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

  /** Takes `amount` ETB, current balance first, then promo. Returns false (and changes nothing) when short. */
  debit(phone: string, amount: number): boolean {
    const a = this.account(phone);
    if (!a || a.current_balance + a.promo_balance < amount) return false;
    const fromCurrent = Math.min(a.current_balance, amount);
    a.current_balance = roundEtb(a.current_balance - fromCurrent);
    a.promo_balance = roundEtb(a.promo_balance - (amount - fromCurrent));
    this.save();
    return true;
  }

  credit(phone: string, amount: number): void {
    const a = this.account(phone);
    if (!a) return;
    a.current_balance = roundEtb(a.current_balance + amount);
    this.save();
  }

  /** Writes one ledger entry (dated `now`, epoch ms); the balance moves separately (`debit`/`credit`). */
  recordLedgerEntry(entry: Omit<LedgerEntry, 'date'>, now = Date.now()): void {
    this.data.ledger.push({ ...entry, date: new Date(now).toISOString() });
    this.save();
  }

  onSms(cb: (sms: MockSms) => void): () => void {
    this.smsListeners.add(cb);
    return () => this.smsListeners.delete(cb);
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
