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
}

export interface WorldData {
  version: 1;
  accounts: Record<string, MockAccount>;
  tokens: Record<string, string>;
  ledger: LedgerEntry[];
}

/** Demo accounts, documented in the README. */
export const DEMO_ACCOUNTS: readonly MockAccount[] = [
  { username: 'abebe', phone: '0911000001', password: 'cartela123', verified: true, current_balance: 500, promo_balance: 0 },
  { username: 'almaz', phone: '0911000002', password: 'cartela123', verified: true, current_balance: 1000, promo_balance: 50 },
  { username: 'kebede', phone: '0911000003', password: 'cartela123', verified: false, current_balance: 0, promo_balance: 0 },
];

export function initialWorld(): WorldData {
  return {
    version: 1,
    accounts: Object.fromEntries(DEMO_ACCOUNTS.map((a) => [a.phone, { ...a }])),
    tokens: {},
    ledger: [],
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

/** The world with its operations; every change is saved at once. */
export class World {
  data: WorldData;
  readonly boards: MockBoard[] = createBoards();

  constructor(private storage: WorldStorage) {
    const loaded = storage.load();
    this.data = loaded && loaded.version === 1 ? loaded : initialWorld();
    this.save();
  }

  save(): void {
    this.storage.save(this.data);
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

  record(entry: Omit<LedgerEntry, 'date'>, now = Date.now()): void {
    this.data.ledger.push({ ...entry, date: new Date(now).toISOString() });
    this.save();
  }
}
