const etb = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Formats an ETB amount with two decimals and thousands separators, e.g. 1234.5 → "1,234.50"
 * (spec §1: balances are shown with two decimals). Non-finite input shows "0.00".
 */
export function formatEtb(amount: number): string {
  return etb.format(Number.isFinite(amount) ? amount : 0);
}

/** Rounds an ETB amount to cents, avoiding float drift in sums (e.g. 0.1 + 0.2). */
export function roundEtb(amount: number): number {
  return Math.round(amount * 100) / 100;
}
