const etb = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
// one formatter for the page's life: `toLocaleString('en-US')` builds a new one on every call
const wholeBirr = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * Formats an ETB amount with two decimals and thousands separators, e.g. 1234.5 → "1,234.50"
 * (spec §1: balances are shown with two decimals). Non-finite input shows "0.00".
 */
export function formatEtb(amount: number): string {
  return etb.format(Number.isFinite(amount) ? amount : 0);
}

/**
 * Whole birr with thousands separators and no decimals, as the spec §9 terms write limits:
 * 10000 → "10,000". Non-finite input shows "0".
 */
export function formatWholeBirr(birr: number): string {
  return wholeBirr.format(Number.isFinite(birr) ? birr : 0);
}

/** Rounds an ETB amount to cents, avoiding float drift in sums (e.g. 0.1 + 0.2). */
export function roundEtb(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** Digits, then at most two decimals after a point: what a player may type as an ETB amount. */
const AMOUNT_TEXT = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * Reads an amount the player typed, strictly (spec §5 amount fields): digits with at most two
 * decimals, surrounding spaces ignored, e.g. "25" → 25, "10.5" → 10.5, "0.25" → 0.25. Anything
 * else gives null: empty text, "1e3", "10.005", "+5", "-5", "1,000", "25.", ".5", "Infinity",
 * Ethiopic or Arabic-Indic digits. `Number()` alone would take "1e3" as 1000 and "10.005" as
 * more than a cent. Zero parses (0); each form refuses amounts not above 0 with its own text.
 * Up to nine whole digits (a billion birr), so no float rounding reaches the cents.
 */
export function parseEtbAmount(text: string): number | null {
  const t = text.trim();
  return AMOUNT_TEXT.test(t) ? Number(t) : null;
}

/** The amount as it is sent and confirmed: two decimals, no separators (25 → "25.00"). */
export function etbAmountText(amount: number): string {
  return roundEtb(amount).toFixed(2);
}
