/**
 * Referral codes (spec §9): derived on the client from the inviter's phone — reversed, wrapped,
 * then encoded (base64url). The signup page takes `?ref=` as either such a code or a plain
 * 10-digit phone, and sends the phone as `agentId` (spec §1, §3).
 */
const WRAP_START = 'ctl:';
const WRAP_END = ':ref';

const toBase64Url = (s: string) => btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (s: string) => atob(s.replace(/-/g, '+').replace(/_/g, '/'));

/** The referral code of a 10-digit phone, e.g. "0911000001" → "Y3RsOjEwMDAwMDExOTA6cmVm". */
export function encodeReferral(phone: string): string {
  return toBase64Url(`${WRAP_START}${[...phone].reverse().join('')}${WRAP_END}`);
}

/** The phone inside a referral code, or null when the code is not one of ours. */
export function decodeReferral(code: string): string | null {
  try {
    const raw = fromBase64Url(code.trim());
    if (!raw.startsWith(WRAP_START) || !raw.endsWith(WRAP_END)) return null;
    const phone = [...raw.slice(WRAP_START.length, -WRAP_END.length)].reverse().join('');
    return /^\d{10}$/.test(phone) ? phone : null;
  } catch {
    return null;
  }
}

/** The referral number to prefill from `?ref=`: a plain phone as is, a code decoded, else the raw text. */
export function referralFromParam(ref: string | undefined): string {
  if (!ref) return '';
  const trimmed = ref.trim();
  if (/^\d+$/.test(trimmed)) return trimmed;
  return decodeReferral(trimmed) ?? trimmed;
}

export { shortReferralCode } from './short-code';
