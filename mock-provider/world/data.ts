/**
 * The world's plain data: accounts, ledger entries, codes, resets and the demo accounts. It is plain
 * JSON so it can be saved to browser storage (mock mode) and survive a reload; world.ts holds the
 * operations on it.
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
export const VERIFIED_SIGNUP_WINDOW_MS = 15 * 60 * 1000;
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** An "SMS" the mock provider sent; shown in the dev panel / console, never in production. */
export interface MockSms {
  phone: string;
  code: string;
  purpose: 'verify' | 'reset';
}

/** An "SMS" notice without a code (a new Telegram link told to the account owner); shown like a code. */
export interface MockNotice {
  phone: string;
  text: string;
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
