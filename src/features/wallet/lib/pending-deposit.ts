/**
 * The deposit the player left to pay at the payment provider (spec §2.13), kept in session storage
 * so `/payment_success` and `/payment_failure` know what came back. It is only a note for the
 * screen: the balance always comes from the server, never from the return URL.
 */
export interface PendingDeposit {
  reference: string | null;
  /** ETB */
  amount: number;
  /** epoch ms */
  startedAt: number;
}

export const PENDING_DEPOSIT_KEY = 'cartela.pendingDeposit';

export function rememberPendingDeposit(deposit: PendingDeposit): void {
  try {
    sessionStorage.setItem(PENDING_DEPOSIT_KEY, JSON.stringify(deposit));
  } catch {
    // storage unavailable: the return page then shows the result without the amount
  }
}

/** Reads and forgets the pending deposit (one return page shows it once). */
export function takePendingDeposit(): PendingDeposit | null {
  try {
    const raw = sessionStorage.getItem(PENDING_DEPOSIT_KEY);
    sessionStorage.removeItem(PENDING_DEPOSIT_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<PendingDeposit>) : null;
    return value && typeof value.amount === 'number' ? { reference: value.reference ?? null, amount: value.amount, startedAt: value.startedAt ?? 0 } : null;
  } catch {
    return null;
  }
}
