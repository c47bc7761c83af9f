/**
 * Which payment provider addresses the client may leave for (spec §2.13: "when a payment result
 * supplies a url, the browser is redirected to that payment provider address"). The url comes
 * from a server answer, so it is treated as untrusted input: only an allow-listed origin is
 * followed, never `javascript:`, `data:` or a look-alike host.
 */

/**
 * The origin one allow-list entry (an item of `VITE_PAYMENT_HOSTS`) stands for:
 * `pay.example` → `https://pay.example`, `pay.example:8443` → `https://pay.example:8443`,
 * `http://127.0.0.1:8787` → `http://127.0.0.1:8787` (plain http only when written out).
 * Returns null for an entry that is not a bare host[:port] or an http(s) origin (a path, a
 * query, credentials or another scheme), so a typo never widens the list.
 */
export function paymentHostOrigin(entry: string): string | null {
  const text = entry.trim();
  if (text === '') return null;
  const hasScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(text);
  let url: URL;
  try {
    url = new URL(hasScheme ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') return null;
  return url.origin;
}

/** The entries of a `VITE_PAYMENT_HOSTS` text (comma- or space-separated), empty ones dropped. */
export function splitPaymentHosts(text: string | undefined): string[] {
  return (text ?? '')
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Whether the client may navigate to a payment provider `url` (spec §2.13): an absolute `https:`
 * URL whose host[:port] is on `allowList` (entries as in `paymentHostOrigin`; an `http://` entry
 * allows plain http for that host only), or any URL on `pageOrigin` (the app's own origin, given
 * in mock mode only, where the in-browser mock renders its checkout page). URLs carrying
 * credentials (`https://user@host`) are refused as a phishing device. Never throws: a malformed
 * or relative url is simply not trusted.
 */
export function isTrustedPaymentUrl(url: unknown, allowList: readonly string[], pageOrigin?: string | null): boolean {
  if (typeof url !== 'string') return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (parsed.username || parsed.password) return false;
  if (pageOrigin && pageOrigin !== 'null' && parsed.origin === pageOrigin) return true;
  return allowList.some((entry) => paymentHostOrigin(entry) === parsed.origin);
}
